import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ItemSearchResponse, SliceContext, SuggestionResponse, TaxonomyResponse } from '@site/shared-contracts';
import { sssExclusionSchema, sssNumItemsSchema, sssPostTypeSchema, sssTermSchema } from '@site/shared-contracts';
import { searchError } from './errors';
import { itemSettings, searchLink, toItemResult } from './items';
import { toSearchMatch } from './match';
import { findItems, findSuggestions, findTerms, logSearch, type ExcludedTerms } from './queries';

const BASE = '/api/sss/v1';

// Terms are read from wildcards: Fastify's maxParamLength (100) would refuse a valid term of
// non-Latin letters with 414 once percent-encoded, so the length is checked here after decoding.
type Params = { post_type?: string; '*'?: string };

function parseTerm(raw: string | undefined): string {
  const parsed = sssTermSchema.safeParse(raw ?? '');
  if (!parsed.success) throw searchError('The search term must be 1 to 100 characters.', 'SEARCH_BAD_TERM');
  return parsed.data;
}

/** The optional name/value path pairs after the term: exclude_<taxonomy>/<id,id,...>. */
export function parseExclusions(rest: string | undefined): ExcludedTerms {
  const parts = (rest ?? '').split('/').filter((p) => p !== '');
  if (parts.length % 2 !== 0) throw searchError('Exclusions come as name/value pairs.', 'SEARCH_BAD_EXCLUSION');
  const excluded: ExcludedTerms = [];
  for (let i = 0; i < parts.length; i += 2) {
    const parsed = sssExclusionSchema.safeParse({ name: parts[i], ids: parts[i + 1] });
    if (!parsed.success) throw searchError('An exclusion is exclude_<taxonomy> followed by term ids.', 'SEARCH_BAD_EXCLUSION');
    excluded.push({ taxonomy: parsed.data.name.slice('exclude_'.length), ids: parsed.data.ids });
  }
  return excluded;
}

export function registerApiRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  app.get<{ Params: Params }>(`${BASE}/suggestions/*`, async (request): Promise<SuggestionResponse> => {
    const match = toSearchMatch(parseTerm(request.params['*']));
    const tokens = match ? await findSuggestions(ctx.db, match) : [];
    return { suggestions: tokens.map((t) => ({ tokens: t })) };
  });

  app.get<{ Params: Params }>(`${BASE}/taxonomies/*`, async (request): Promise<TaxonomyResponse> => {
    const match = toSearchMatch(parseTerm(request.params['*']));
    const rows = match ? await findTerms(ctx.db, match) : [];
    return rows.map((r) => ({ taxonomypluralname: r.taxonomy_plural_name, taxitem: r.taxonomy, description: r.description, url: r.url, name: r.name }));
  });

  const items = async (request: FastifyRequest<{ Params: Params; Querystring: { numitems?: string } }>): Promise<ItemSearchResponse> => {
    const postType = sssPostTypeSchema.safeParse(request.params.post_type);
    if (!postType.success) throw searchError('Unknown content type.', 'SEARCH_BAD_POST_TYPE');
    const [rawTerm, ...rest] = (request.params['*'] ?? '').split('/');
    const term = parseTerm(rawTerm);
    const excluded = parseExclusions(rest.join('/'));
    const numitems = sssNumItemsSchema.safeParse(request.query.numitems);
    if (!numitems.success) throw searchError('numitems must be 1 to 50.', 'SEARCH_BAD_NUMITEMS');
    const match = toSearchMatch(term);
    const rows = match
      ? await findItems(ctx.db, { match, postTypes: [postType.data], excluded, orderby: 'relevance', limit: numitems.data, offset: 0 })
      : [];
    if (match) await logSearch(ctx.db, match);
    return { results: rows.map(toItemResult), settings: itemSettings(postType.data, numitems.data, ctx.site), search_link: searchLink(term, postType.data) };
  };
  app.get(`${BASE}/posts/:post_type/*`, items);
}
