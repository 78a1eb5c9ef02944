import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { ItemSearchResponse, SuggestionResponse, TaxonomyResponse } from '@site/shared-contracts/search';
import {
  searchPathExclusionSchema,
  searchNumItemsSchema,
  searchPostTypeSchema,
  searchTermSchema,
} from '@site/shared-contracts/search';
import { searchError } from './errors';
import { itemSettings, searchLink, toItemResult } from './items';
import { toSearchMatch } from './match';
import type { SearchService } from './engine/search-service';
import type { ExcludedTerms } from './queries';

const BASE = '/api/sss/v1';

// Terms are read from wildcards: Fastify's maxParamLength (100) would refuse a valid term of
// non-Latin letters with 414 once percent-encoded, so the length is checked here after decoding.
type Params = { post_type?: string; '*'?: string };

function parseTerm(raw: string | undefined): string {
  const parsed = searchTermSchema.safeParse(raw ?? '');
  if (!parsed.success) throw searchError('The search term must be 1 to 100 characters.', 'SEARCH_BAD_TERM');
  return parsed.data;
}

/** The optional name/value path pairs after the term: exclude_<taxonomy>/<id,id,...>. */
export function parseExclusions(rest: string | undefined): ExcludedTerms {
  const parts = (rest ?? '').split('/').filter((p) => p !== '');
  if (parts.length % 2 !== 0) throw searchError('Exclusions come as name/value pairs.', 'SEARCH_BAD_EXCLUSION');
  const excluded: ExcludedTerms = [];
  for (let i = 0; i < parts.length; i += 2) {
    const parsed = searchPathExclusionSchema.safeParse({ name: parts[i], ids: parts[i + 1] });
    if (!parsed.success)
      throw searchError('An exclusion is exclude_<taxonomy> followed by term ids.', 'SEARCH_BAD_EXCLUSION');
    excluded.push({ taxonomy: parsed.data.name.slice('exclude_'.length), ids: parsed.data.ids });
  }
  return excluded;
}

/** Answers depend only on the address and change at most with a re-index: browsers and proxies may reuse them. */
function cacheable(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
}

export function registerApiRoutes(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest>,
  search: SearchService,
): void {
  app.get<{ Params: Params }>(`${BASE}/suggestions/*`, async (request, reply): Promise<SuggestionResponse> => {
    const match = toSearchMatch(parseTerm(request.params['*']));
    const tokens = match ? await search.suggestions(match) : [];
    cacheable(reply);
    return { suggestions: tokens.map((t) => ({ tokens: t })) };
  });

  app.get<{ Params: Params }>(`${BASE}/taxonomies/*`, async (request, reply): Promise<TaxonomyResponse> => {
    const match = toSearchMatch(parseTerm(request.params['*']));
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

  app.get<{ Params: Params; Querystring: { numitems?: string } }>(
    `${BASE}/posts/:post_type/*`,
    async (request, reply): Promise<ItemSearchResponse> => {
      const postType = searchPostTypeSchema.safeParse(request.params.post_type);
      if (!postType.success) throw searchError('Unknown content type.', 'SEARCH_BAD_POST_TYPE');
      const [rawTerm, ...rest] = (request.params['*'] ?? '').split('/');
      const term = parseTerm(rawTerm);
      const excluded = parseExclusions(rest.join('/'));
      const numitems = searchNumItemsSchema.safeParse(request.query.numitems);
      if (!numitems.success) throw searchError('numitems must be 1 to 50.', 'SEARCH_BAD_NUMITEMS');
      const match = toSearchMatch(term);
      const answer = match ? await search.items(match, postType.data, excluded, numitems.data) : null;
      // A settled search with results is counted (the corrected words when the typo fallback answered).
      if (match && answer && answer.rows.length > 0) search.log.record(answer.corrected ?? match.phrase);
      cacheable(reply);
      return {
        results: (answer?.rows ?? []).map(toItemResult),
        settings: itemSettings(postType.data, numitems.data, ctx.site),
        search_link: searchLink(term, postType.data),
      };
    },
  );
}
