import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { SearchPostType, SearchOrderby } from '@site/shared-contracts/search';
import { searchPostTypeSchema, searchOrderbySchema } from '@site/shared-contracts/search';
import { toSearchMatch } from './match';
import type { SearchService } from './engine/search-service';
import type { SearchSettings } from './settings';
import {
  MAX_PAGE,
  renderEmptySearch,
  renderResultsPage,
  type PageQuery,
  type ResultsPageModel,
} from './search-page-html';

export const PAGE_SIZE = 10;

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: unknown): string => {
  const v = list(value)[0];
  return typeof v === 'string' ? v : '';
};

/**
 * The results page is a browser address anyone can edit, so it is read leniently: an unknown sort,
 * page or content type falls back to the default instead of an error page.
 */
export function parsePageQuery(query: unknown, defaultSort: SearchOrderby = 'relevance'): PageQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const sssid = first(q.sssid);
  const paged = first(q.paged);
  return {
    // Archive mode drops a leading '#' from the term (spec 2.1).
    s: first(q.s).replace(/^#/, '').trim().slice(0, 100),
    postTypes: list(q.post_type).flatMap((p) => {
      const parsed = searchPostTypeSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    }),
    sssid: /^[A-Za-z0-9_-]{1,64}$/.test(sssid) ? sssid : null,
    // Without orderby the shop's default sort applies and is the one marked in the drop-down (spec 2.1).
    orderby: searchOrderbySchema.catch(defaultSort).parse(first(q.orderby) || defaultSort),
    paged: /^[1-9]\d{0,5}$/.test(paged) ? Math.min(Number(paged), MAX_PAGE) : 1,
  };
}

export function registerSearchPage(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest>,
  search: SearchService,
  settings: SearchSettings,
): void {
  app.get('/search', async (request, reply) => {
    const query = parsePageQuery(request.query, settings.defaultSort);
    const match = query.s ? toSearchMatch(query.s) : null;
    let main: string;
    if (!query.s) {
      main = renderEmptySearch();
    } else {
      const all = searchPostTypeSchema.options;
      const types: SearchPostType[] = query.postTypes.length ? query.postTypes : all;
      const offset = (query.paged - 1) * PAGE_SIZE;
      const found = match ? await search.page(match, types, all, query.orderby, offset, PAGE_SIZE) : null;
      const counts = found?.counts ?? {};
      const total = types.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
      // Only the first page counts as a search; paging through results is not a new one.
      if (match && found && query.paged === 1 && total > 0) search.log.record(found.corrected ?? match.phrase);
      const model: ResultsPageModel = {
        query,
        counts,
        total,
        rows: found?.rows ?? [],
        currency: ctx.site.currency,
        pageSize: PAGE_SIZE,
        exact: found?.exact ?? true,
        corrected: found?.corrected ?? null,
        defaultSort: settings.defaultSort,
      };
      main = renderResultsPage(model);
    }
    const title = query.s ? `Search results for “${query.s}”` : 'Search';
    const page = await ctx.renderPage(request, { title, main, path: '/search', description: title });
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
