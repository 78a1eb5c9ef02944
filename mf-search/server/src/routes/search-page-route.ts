import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SliceContext } from '@site/shared-contracts/platform';
import { searchPageQuerySchema, searchPostTypeSchema, type SearchPageQuery } from '@site/shared-contracts/search';
import type { SearchService } from '../engine/search-service';
import { toSearchMatch } from '../engine/search-match';
import { visitorKey } from './visitor-key';
import type { SearchSettings } from '../settings';
import { MAX_PAGE, type PageQuery } from '../views/results-navigation';
import { renderEmptySearch, renderResultsPage } from '../views/results-page';

export const PAGE_SIZE = 10;

/** Without orderby the shop's default sort applies and is the one marked in the drop-down (spec 2.1). */
export const toPageQuery = (q: SearchPageQuery, defaultSort: PageQuery['orderby']): PageQuery => ({
  s: q.s,
  postTypes: q.post_type,
  sssid: q.sssid,
  orderby: q.orderby ?? defaultSort,
  view: q.view,
  paged: Math.min(q.paged, MAX_PAGE),
});

/** GET /search (spec 2.1): the server-rendered results page, complete without JavaScript. */
export function registerSearchPage(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest, SearchSettings>,
  search: SearchService,
): void {
  const { defaultSort } = ctx.settings;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/search', { schema: { querystring: searchPageQuerySchema } }, async (request, reply) => {
      const query = toPageQuery(request.query, defaultSort);
      const main = query.s ? await resultsPage(search, ctx, query, request) : renderEmptySearch();
      const title = query.s ? `Search results for “${query.s}”` : 'Search';
      const page = await ctx.renderPage(request, { title, main: String(main), path: '/search', description: title });
      return reply.type('text/html; charset=utf-8').send(page);
    });
}

/**
 * A results page the visitor opened (a submitted form, a link, the address bar), as opposed to the page archive
 * mode fetches while its form is typed in: browsers say which with Fetch Metadata (`navigate` for the first,
 * `cors` for a fetch); a client that sends none is taken at its word as a visitor.
 */
const opened = (request: FastifyRequest): boolean => {
  const mode = request.headers['sec-fetch-mode'];
  return mode === undefined || mode === 'navigate';
};

async function resultsPage(
  search: SearchService,
  ctx: SliceContext<FastifyRequest, SearchSettings>,
  query: PageQuery,
  request: FastifyRequest,
) {
  const match = toSearchMatch(query.s);
  const all = searchPostTypeSchema.options;
  const types = query.postTypes.length ? query.postTypes : all;
  const offset = (query.paged - 1) * PAGE_SIZE;
  const found = match ? await search.page(match, types, all, query.orderby, offset, PAGE_SIZE) : null;
  const counts = found?.counts ?? {};
  const total = types.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
  // A settled search: the first page of one the visitor opened (paging, sorting again or archive mode's
  // keystrokes are no new search), counted once per visitor towards suggestions.
  if (match && found && query.paged === 1 && total > 0 && opened(request)) {
    search.learn(query.s, found.corrected ?? match.phrase, visitorKey(request));
  }
  const alternatives = match && total === 0 ? await search.alternatives(match) : [];
  return renderResultsPage({
    query,
    counts,
    total,
    rows: found?.rows ?? [],
    currency: ctx.site.currency,
    pageSize: PAGE_SIZE,
    exact: found?.exact ?? true,
    corrected: found?.corrected ?? null,
    defaultSort: ctx.settings.defaultSort,
    alternatives,
    locale: ctx.site.locale,
  });
}
