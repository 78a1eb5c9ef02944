import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SliceContext } from '@site/shared-contracts/platform';
import { searchPageQuerySchema, searchPostTypeSchema, type SearchPageQuery } from '@site/shared-contracts/search';
import type { SearchService } from '../engine/search-service';
import { toSearchMatch } from '../engine/search-match';
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
      const main = query.s ? await resultsPage(search, ctx, query) : renderEmptySearch();
      const title = query.s ? `Search results for “${query.s}”` : 'Search';
      const page = await ctx.renderPage(request, { title, main: String(main), path: '/search', description: title });
      return reply.type('text/html; charset=utf-8').send(page);
    });
}

async function resultsPage(search: SearchService, ctx: SliceContext<FastifyRequest, SearchSettings>, query: PageQuery) {
  const match = toSearchMatch(query.s);
  const all = searchPostTypeSchema.options;
  const types = query.postTypes.length ? query.postTypes : all;
  const offset = (query.paged - 1) * PAGE_SIZE;
  const found = match ? await search.page(match, types, all, query.orderby, offset, PAGE_SIZE) : null;
  const counts = found?.counts ?? {};
  const total = types.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
  // Only the first page counts as a search; paging through results is not a new one.
  if (match && found && query.paged === 1 && total > 0) search.log.record(found.corrected ?? match.phrase);
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
  });
}
