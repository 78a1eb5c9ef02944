import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { core } from 'zod';
import type { SiteConfig } from '@site/shared-contracts/platform';
import {
  itemSearchPathSchema,
  itemSearchQuerySchema,
  itemSearchResponseSchema,
  SEARCH_REST_NAMESPACE,
  searchTermPathSchema,
  suggestionResponseSchema,
  taxonomyResponseSchema,
} from '@site/shared-contracts/search';
import type { SearchService } from '../engine/search-service';
import { excludedTerms, toSearchMatch } from '../engine/search-match';
import { itemSettings, searchLink, toItemResult } from '../views/item-result';
import { refusalByField, SEARCH_REFUSALS } from './refusals';

const BASE = `/api/${SEARCH_REST_NAMESPACE}`;

// Terms are read from wildcards ('*'): Fastify's maxParamLength (100) would refuse a valid term of
// non-Latin letters with 414 once percent-encoded, so the term's length is checked after decoding.
const termLookup = <R extends core.$ZodType>(response: R) => ({
  schema: { params: searchTermPathSchema, response: { 200: response } },
  schemaErrorFormatter: refusalByField({}, SEARCH_REFUSALS.term),
});

/** Answers depend only on the address and change at most with a re-index: browsers and proxies may reuse them. */
function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
}

/** The three search calls of spec 7.1 (answers 3.3, 3.4, 3.5). */
export function registerApiRoutes(app: FastifyInstance, site: SiteConfig, search: SearchService): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(`${BASE}/suggestions/*`, termLookup(suggestionResponseSchema), async (request, reply) => {
    const match = toSearchMatch(request.params['*']);
    const tokens = match ? await search.suggestions(match) : [];
    cacheable(reply);
    return { suggestions: tokens.map((t) => ({ tokens: t })) };
  });

  typed.get(`${BASE}/taxonomies/*`, termLookup(taxonomyResponseSchema), async (request, reply) => {
    const match = toSearchMatch(request.params['*']);
    const rows = match ? await search.taxonomies(match) : [];
    cacheable(reply);
    return rows.map((r) => ({
      taxonomypluralname: r.taxonomy_plural_name,
      taxitem: r.taxonomy,
      description: r.description,
      url: r.url,
      name: r.name,
    }));
  });

  typed.get(
    `${BASE}/posts/:post_type/*`,
    {
      schema: {
        params: itemSearchPathSchema,
        querystring: itemSearchQuerySchema,
        response: { 200: itemSearchResponseSchema },
      },
      schemaErrorFormatter: refusalByField(
        {
          post_type: SEARCH_REFUSALS.postType,
          '*.term': SEARCH_REFUSALS.term,
          '*.exclusions': SEARCH_REFUSALS.exclusion,
          numitems: SEARCH_REFUSALS.numitems,
        },
        SEARCH_REFUSALS.term,
      ),
    },
    async (request, reply) => {
      const { post_type: postType, '*': path } = request.params;
      const { numitems } = request.query;
      const match = toSearchMatch(path.term);
      const answer = match ? await search.items(match, postType, excludedTerms(path.exclusions), numitems) : null;
      // A settled search with results is counted (the corrected words when the typo fallback answered).
      if (match && answer && answer.rows.length > 0) search.log.record(answer.corrected ?? match.phrase);
      cacheable(reply);
      return {
        results: (answer?.rows ?? []).map(toItemResult),
        settings: itemSettings(postType, numitems, site),
        search_link: searchLink(path.term, postType),
      };
    },
  );
}
