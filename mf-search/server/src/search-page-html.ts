import type { SiteConfig } from '@site/shared-contracts/platform';
import type { SearchPostType, SearchOrderby } from '@site/shared-contracts/search';
import { searchPostTypeSchema } from '@site/shared-contracts/search';
import { priceHtml } from './format-price';
import { html, raw } from './html';
import { excerptOf, imageMarkup } from './items';
import type { DocumentRow } from './queries';

/** The results page's query, parsed from the URL. */
export type PageQuery = {
  s: string;
  postTypes: SearchPostType[];
  sssid: string | null;
  orderby: SearchOrderby;
  paged: number;
};

export type ResultsPageModel = {
  query: PageQuery;
  counts: Record<string, number>;
  total: number;
  rows: DocumentRow[];
  currency: SiteConfig['currency'];
  pageSize: number;
  /** False when the count is a lower bound ("1000+"): counting every match of a short prefix is not worth it. */
  exact?: boolean;
  /** The corrected term when nothing matched the typed one (typo fallback). */
  corrected?: string | null;
  /** The shop's default sort: links leave orderby out when it is this one. */
  defaultSort?: SearchOrderby;
};

/** Deeper pages than this are not offered: relevance past 1 000 results helps nobody and costs reads. */
export const MAX_PAGE = 100;

const TYPE_LABEL: Record<SearchPostType, { one: string; many: string }> = {
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
  if (q.paged > 1) params.set('paged', String(q.paged));
  return `/search?${params.toString()}`;
}

// The archive-mode island (mf-search client) enhances this form: typing refreshes the page's other regions in place.
const archiveProps = (sort: SearchOrderby) =>
  JSON.stringify({
    results_mode: 'archive',
    default_sort: { orderby: sort === 'price-desc' ? 'price' : sort, order: sort === 'price' ? 'asc' : 'desc' },
  });
const searchForm = (
  s: string,
  sort: SearchOrderby = 'relevance',
) => html`<div class="search-page__search" data-island="mf-search/search-box" data-mount="idle" data-props="${archiveProps(sort)}">
<form role="search" action="/search" method="get" class="search-page__form">
<label for="search-page-input">Search for</label>
<input id="search-page-input" type="search" name="s" value="${s}" required maxlength="100">
<button type="submit">Search</button></form></div>`;

export function renderEmptySearch(): string {
  return html`<section class="search-page"><h1>Search</h1>${raw(searchForm(''))}</section>`;
}

function sortForm(query: PageQuery): string {
  const hidden = [
    raw(html`<input type="hidden" name="s" value="${query.s}">`),
    ...query.postTypes.map((t) => raw(html`<input type="hidden" name="post_type" value="${t}">`)),
    ...(query.sssid ? [raw(html`<input type="hidden" name="sssid" value="${query.sssid}">`)] : []),
  ];
  const options = SORTS.map((s) =>
    raw(html`<option value="${s.value}"${raw(s.value === query.orderby ? ' selected' : '')}>${s.label}</option>`),
  );
  return html`<form class="search-ordering" action="/search" method="get">${hidden}
<label for="search-orderby">Sort by</label> <select id="search-orderby" name="orderby" class="orderby">${options}</select>
<button type="submit">Sort</button></form>`;
}

function resultItem(row: DocumentRow, currency: SiteConfig['currency']): string {
  const type = searchPostTypeSchema.safeParse(row.post_type);
  const label = type.success ? TYPE_LABEL[type.data].one : row.post_type;
  const price = priceHtml(row, currency);
  return html`<li class="search-result search-result--${row.post_type}">
${raw(row.image_url ? html`<a class="search-result__image" href="${row.url}" tabindex="-1" aria-hidden="true">${raw(imageMarkup(row))}</a>` : '')}
<h2 class="search-result__title"><a href="${row.url}">${row.title}</a></h2>
<p class="search-result__type">${label}</p>
${raw(price ? html`<p class="search-result__price">${raw(price)}</p>` : '')}
<p class="search-result__excerpt">${excerptOf(row.body)}</p></li>`;
}

function sidebar(model: ResultsPageModel): string {
  const all = Object.values(model.counts).reduce((a, b) => a + b, 0);
  const current = model.query.postTypes.length === 1 ? model.query.postTypes[0] : null;
  const link = (href: string, text: string, n: number, active: boolean) =>
    raw(
      html`<li><a href="${href}"${raw(active ? ' aria-current="page"' : '')}>${text} <span class="search-sidebar__count">(${n})</span></a></li>`,
    );
  const items = [
    link(
      pageUrl(model.query, { postTypes: [], paged: 1 }, model.defaultSort),
      'All',
      all,
      model.query.postTypes.length === 0,
    ),
    ...searchPostTypeSchema.options
      .filter((t) => (model.counts[t] ?? 0) > 0)
      .map((t) =>
        link(
          pageUrl(model.query, { postTypes: [t], paged: 1 }, model.defaultSort),
          TYPE_LABEL[t].many,
          model.counts[t] ?? 0,
          current === t,
        ),
      ),
  ];
  return html`<aside class="search-sidebar"><h2>Filter by type</h2><ul>${items}</ul></aside>`;
}

function pagination(model: ResultsPageModel): string {
  const pages = Math.min(Math.ceil(model.total / model.pageSize), MAX_PAGE);
  if (pages <= 1) return '';
  const { paged } = model.query;
  // Current page with two neighbours each side, plus first and last: short at any size.
  const shown = [...new Set([1, ...Array.from({ length: 5 }, (_, i) => paged - 2 + i), pages])].filter(
    (p) => p >= 1 && p <= pages,
  );
  const links = shown.map((p) =>
    raw(
      p === paged
        ? html`<li><span aria-current="page">${p}</span></li>`
        : html`<li><a href="${pageUrl(model.query, { paged: p }, model.defaultSort)}">${p}</a></li>`,
    ),
  );
  const prev =
    paged > 1
      ? raw(
          html`<li><a rel="prev" href="${pageUrl(model.query, { paged: paged - 1 }, model.defaultSort)}">Previous</a></li>`,
        )
      : raw('');
  const next =
    paged < pages
      ? raw(
          html`<li><a rel="next" href="${pageUrl(model.query, { paged: paged + 1 }, model.defaultSort)}">Next</a></li>`,
        )
      : raw('');
  return html`<nav class="search-pagination" aria-label="Pagination"><ul>${prev}${links}${next}</ul></nav>`;
}

function resultCount(model: ResultsPageModel): string {
  if (model.total === 0) return 'No results found';
  const from = (model.query.paged - 1) * model.pageSize + 1;
  const to = Math.min(model.total, from + model.pageSize - 1);
  // A bounded count reads "1,000+": users want an order of magnitude, not an exact figure that costs a full scan.
  const count = `${model.total.toLocaleString('en')}${model.exact === false ? '+' : ''}`;
  if (from > model.total) return `${count} results`;
  return model.total === 1 ? 'Showing the single result' : `Showing ${from}–${to} of ${count} results`;
}

function correction(model: ResultsPageModel): string {
  if (!model.corrected) return '';
  return html`<p class="search-correction">No results for “${model.query.s}”. Showing results for “${model.corrected}”.</p>`;
}

export function renderResultsPage(model: ResultsPageModel): string {
  const list = model.rows.length
    ? html`<ul class="search-results">${model.rows.map((r) => raw(resultItem(r, model.currency)))}</ul>`
    : html`<p class="search-results__none">Nothing matched your search. Try other words.</p>`;
  return html`<section class="search-page">
<h1>Search results for “${model.query.s}”</h1>
${raw(correction(model))}
${raw(searchForm(model.query.s, model.defaultSort))}
<div class="search-page__layout"><div class="search-page__main">
<p class="search-result-count" role="status">${resultCount(model)}</p>
${raw(sortForm(model.query))}
${raw(list)}
${raw(pagination(model))}
</div>${raw(sidebar(model))}</div></section>`;
}
