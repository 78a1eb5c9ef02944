import { html, raw, type Html } from '@site/platform-kit/html';
import { searchPostTypeSchema, type SearchOrderby, type SearchPostType } from '@site/shared-contracts/search';

/** The results page's query as the page uses it: the shop's default sort already applied. */
export type PageQuery = {
  s: string;
  postTypes: SearchPostType[];
  sssid: string | null;
  orderby: SearchOrderby;
  /** The results as a list (the default) or a grid of cards. */
  view: SearchView;
  paged: number;
};

export type SearchView = 'list' | 'grid';

/** Deeper pages than this are not offered: relevance past 1 000 results helps nobody and costs reads. */
export const MAX_PAGE = 100;

export const TYPE_LABEL: Record<SearchPostType, { one: string; many: string }> = {
  product: { one: 'Product', many: 'Products' },
  post: { one: 'Post', many: 'Posts' },
  offer: { one: 'Offer', many: 'Offers' },
};

const SORTS: { value: SearchOrderby; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Average rating' },
];

/** A /search address (spaces as '+'); defaults are left out so links stay short and canonical. */
export function pageUrl(
  query: PageQuery,
  change: Partial<PageQuery> = {},
  defaultSort: SearchOrderby = 'relevance',
): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams({ s: q.s });
  for (const t of q.postTypes) params.append('post_type', t);
  if (q.sssid) params.set('sssid', q.sssid);
  if (q.orderby !== defaultSort) params.set('orderby', q.orderby);
  if (q.view !== 'list') params.set('view', q.view);
  if (q.paged > 1) params.set('paged', String(q.paged));
  return `/search?${params.toString()}`;
}

/** The sort drop-down: a GET form that keeps the term, the content types and the widget id. */
export function sortForm(query: PageQuery): Html {
  const hidden = [
    html`<input type="hidden" name="s" value="${query.s}">`,
    query.postTypes.map((t) => html`<input type="hidden" name="post_type" value="${t}">`),
    query.sssid && html`<input type="hidden" name="sssid" value="${query.sssid}">`,
    query.view !== 'list' && html`<input type="hidden" name="view" value="${query.view}">`,
  ];
  const options = SORTS.map(
    (s) => html`<option value="${s.value}"${s.value === query.orderby && raw(' selected')}>${s.label}</option>`,
  );
  return html`<form class="search-ordering" action="/search" method="get">${hidden}
<label for="search-orderby">Sort by</label><select id="search-orderby" name="orderby" class="orderby">${options}</select>
<button type="submit">Sort</button></form>`;
}

/** List or grid: two links, the current one marked, each keeping the rest of the query. */
export function viewSwitch(query: PageQuery, defaultSort: SearchOrderby): Html {
  const link = (view: SearchView, label: string) =>
    html`<a class="search-view__${view}" href="${pageUrl(query, { view }, defaultSort)}"${query.view === view && raw(' aria-current="true"')}>${label}</a>`;
  return html`<nav class="search-view" aria-label="Show results as">${link('list', 'List')}${link('grid', 'Grid')}</nav>`;
}

/** Per-type filter links with their counts; only types with results are offered. */
export function sidebar(query: PageQuery, counts: Record<string, number>, defaultSort: SearchOrderby): Html {
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const current = query.postTypes.length === 1 ? query.postTypes[0] : null;
  const link = (postTypes: SearchPostType[], text: string, n: number, active: boolean) =>
    html`<li><a href="${pageUrl(query, { postTypes, paged: 1 }, defaultSort)}"${active && raw(' aria-current="page"')}>${text} <span class="search-sidebar__count">(${n})</span></a></li>`;
  const items = [
    link([], 'All', all, query.postTypes.length === 0),
    searchPostTypeSchema.options
      .filter((t) => (counts[t] ?? 0) > 0)
      .map((t) => link([t], TYPE_LABEL[t].many, counts[t] ?? 0, current === t)),
  ];
  return html`<aside class="search-sidebar"><h2>Filter by type</h2><ul>${items}</ul></aside>`;
}

/** Current page with two neighbours each side, plus first and last: short at any size. */
export function pagination(query: PageQuery, pages: number, defaultSort: SearchOrderby): Html | null {
  if (pages <= 1) return null;
  const { paged } = query;
  const url = (p: number) => pageUrl(query, { paged: p }, defaultSort);
  const shown = [...new Set([1, ...Array.from({ length: 5 }, (_, i) => paged - 2 + i), pages])].filter(
    (p) => p >= 1 && p <= pages,
  );
  const links = shown.map((p) =>
    p === paged ? html`<li><span aria-current="page">${p}</span></li>` : html`<li><a href="${url(p)}">${p}</a></li>`,
  );
  const prev = paged > 1 && html`<li><a rel="prev" href="${url(paged - 1)}">Previous</a></li>`;
  const next = paged < pages && html`<li><a rel="next" href="${url(paged + 1)}">Next</a></li>`;
  return html`<nav class="search-pagination" aria-label="Pagination"><ul>${prev}${links}${next}</ul></nav>`;
}
