import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { core } from 'zod';
import type { SiteConfig } from '@site/shared-contracts/platform';
import {
  itemSearchPathSchema,
  itemSearchQuerySchema,
  itemSearchResponseSchema,
  SEARCH_REST_NAMESPACE,
  SEARCH_SETTLED_ROUTE,
  searchSettledBodySchema,
  searchTermPathSchema,
  suggestionResponseSchema,
  taxonomyResponseSchema,
} from '@site/shared-contracts/search';
import type { SearchService } from '../engine/search-service';
import { excludedTerms, toSearchMatch } from '../engine/search-match';
import { settledTerm } from '../engine/settled-term';
import { itemSettings, searchLink, toItemResult } from '../views/item-result';
import { refusalByField, SEARCH_REFUSALS } from './refusals';
import { visitorKey } from './visitor-key';

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
      // Not counted towards suggestions: these are the live panel's keystrokes ("lapt", "cam"), not searches
      // anyone settled on (the results page and a clicked result are, below).
      const answer = match ? await search.items(match, postType, excludedTerms(path.exclusions), numitems) : null;
      cacheable(reply);
      return {
        results: (answer?.rows ?? []).map(toItemResult),
        settings: itemSettings(postType, numitems, site),
        search_link: searchLink(path.term, postType),
      };
    },
  );

  // A result clicked in the live panel (or on a results page archive mode refreshed) settles its search: the
  // typed last word completed from the clicked title ("lapt" counts as "laptop", a word the title does not
  // confirm counts for nothing), counted like a results page when it finds something. The platform checks the
  // post's origin (CSRF); the page cache is not touched (no page changes).
  typed.post(
    `${BASE}/${SEARCH_SETTLED_ROUTE}`,
    {
      schema: { body: searchSettledBodySchema },
      schemaErrorFormatter: refusalByField({}, SEARCH_REFUSALS.term),
      bodyLimit: 1024,
      config: { keepsPageCache: true },
    },
    async (request, reply) => {
      const term = settledTerm(request.body.term, request.body.title);
      const match = term ? toSearchMatch(term) : null;
      const phrase = match ? await search.resultsPhrase(match) : null;
      if (term && phrase) search.learn(term, phrase, visitorKey(request));
      return reply.code(204).send();
    },
  );
}
