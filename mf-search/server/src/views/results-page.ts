import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import { SALE_LABEL, searchPostTypeSchema, type SearchOrderby } from '@site/shared-contracts/search';
import type { DocumentRow } from '../data/documents';
import { excerptOf, imageMarkup } from './item-result';
import { priceHtml } from './price';
import {
  MAX_PAGE,
  pageUrl,
  pagination,
  sidebar,
  sortForm,
  TYPE_LABEL,
  viewSwitch,
  type PageQuery,
} from './results-navigation';
import { searchIsland } from './search-island';

export type ResultsPageModel = {
  query: PageQuery;
  counts: Record<string, number>;
  total: number;
  rows: DocumentRow[];
  currency: CurrencyFormat;
  pageSize: number;
  /** False when the count is a lower bound ("1000+"): counting every match of a short prefix is not worth it. */
  exact?: boolean;
  /** The corrected term when nothing matched the typed one (typo fallback). */
  corrected?: string | null;
  /** The shop's default sort: links leave orderby out when it is this one. */
  defaultSort?: SearchOrderby;
  /** With no results: other searches that do find something (spec: no correction that finds nothing). */
  alternatives?: readonly string[];
  /** The site's locale, for dates. */
  locale?: string;
};

/**
 * The page's own search form. The archive-mode island enhances it: typing refreshes the page's other
 * regions in place. Its default sort is the drop-down's: 'price-desc' is orderby price, order desc (spec 2.1).
 */
const searchForm = (s: string, sort: SearchOrderby = 'relevance') =>
  searchIsland(
    {
      className: 'search-page__search',
      // Archive mode only matters once the visitor types: on 'interaction' the results page loads no island
      // code at all (issue 10: the host, mf-search's entry and this chunk ran at idle, TBT up to 216 ms).
      mount: 'interaction',
      props: {
        results_mode: 'archive',
        default_sort: { orderby: sort === 'price-desc' ? 'price' : sort, order: sort === 'price' ? 'asc' : 'desc' },
      },
    },
    html`
<form role="search" action="/search" method="get" class="search-page__form">
<label for="search-page-input">Search for</label>
<input id="search-page-input" type="search" name="s" value="${s}" required maxlength="100">
<button type="submit">Search</button></form>`,
  );

export function renderEmptySearch(): Html {
  return html`<section class="search-page"><h1>Search</h1>${searchForm('')}</section>`;
}

/** The words a result shows under its excerpt: its terms comma-joined (spec 3.5), its rating and its date. */
function metaHtml(row: DocumentRow, dates: Intl.DateTimeFormat): Html | null {
  const terms = Object.values(row.taxonomies).flat().join(', ');
  const rating = Number(row.rating);
  const date = row.date && row.post_type !== 'product' ? new Date(row.date) : null;
  if (!terms && !(rating > 0) && !date) return null;
  return html`<p class="search-result__meta">${terms && html`<span class="search-result__terms">${terms}</span>`}${
    rating > 0 &&
    html`<span class="search-result__rating" role="img" aria-label="Rated ${rating.toFixed(1)} out of 5">★ ${rating.toFixed(1)}</span>`
  }${date && html`<time class="search-result__date" datetime="${row.date}">${dates.format(date)}</time>`}</p>`;
}

/**
 * One result: the image in its own column (a placeholder keeps the column when there is none) and the text
 * beside it (list) or under it (grid): title, type and sale mark, price, excerpt, meta. Two children only, so
 * the grid never places a text part in the image column.
 */
function resultItem(row: DocumentRow, currency: CurrencyFormat, dates: Intl.DateTimeFormat): Html {
  const type = searchPostTypeSchema.safeParse(row.post_type);
  const label = type.success ? TYPE_LABEL[type.data].one : row.post_type;
  const price = priceHtml(row, currency);
  const image = row.image_url
    ? html`<a class="search-result__image" href="${row.url}" tabindex="-1" aria-hidden="true">${imageMarkup(row)}</a>`
    : html`<span class="search-result__image search-result__image--none" aria-hidden="true"></span>`;
  return html`<li class="search-result search-result--${row.post_type}">${image}<div class="search-result__body">
<h2 class="search-result__title"><a href="${row.url}">${row.title}</a></h2>
<p class="search-result__type">${label}${Number(row.sale_discount) > 0 && html` <span class="search-result__sale">${SALE_LABEL}</span>`}</p>
${price && html`<p class="search-result__price">${price}</p>`}
<p class="search-result__excerpt">${excerptOf(row.body)}</p>
${metaHtml(row, dates)}</div></li>`;
}

/** No results: say so, and offer searches that do find something (each checked), when there are any. */
function noResultsHtml(model: ResultsPageModel): Html {
  const tries = (model.alternatives ?? []).map(
    (term) =>
      html`<li><a href="${pageUrl({ ...model.query, s: term, postTypes: [], paged: 1 }, {}, model.defaultSort)}">${term}</a></li>`,
  );
  return html`<div class="search-results__none"><p>Nothing matched “${model.query.s}”. Check the spelling or try fewer or other words.</p>${
    tries.length > 0 &&
    html`<p id="search-alternatives">Searches with results:</p><ul class="search-alternatives" aria-labelledby="search-alternatives">${tries}</ul>`
  }</div>`;
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

export function renderResultsPage(model: ResultsPageModel): Html {
  const defaultSort = model.defaultSort ?? 'relevance';
  const pages = Math.min(Math.ceil(model.total / model.pageSize), MAX_PAGE);
  const dates = new Intl.DateTimeFormat(model.locale ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' });
  // The type filter only when some type has results (a filter to "All (0)" is no way out).
  const anyType = Object.values(model.counts).some((n) => n > 0);
  const list = model.rows.length
    ? html`<ul class="search-results search-results--${model.query.view}">${model.rows.map((r) => resultItem(r, model.currency, dates))}</ul>`
    : noResultsHtml(model);
  // Only a correction that found something is offered (the service answers none otherwise).
  const correction =
    model.corrected &&
    model.total > 0 &&
    html`<p class="search-correction">No results for “${model.query.s}”. Showing results for “${model.corrected}”.</p>`;
  return html`<section class="search-page">
<h1>Search results for “${model.query.s}”</h1>
${correction}
${searchForm(model.query.s, model.defaultSort)}
<div class="search-page__layout"><div class="search-page__main">
<div class="search-page__toolbar"><p class="search-result-count" role="status">${resultCount(model)}</p>${
    model.rows.length > 0 && html`${sortForm(model.query)}${viewSwitch(model.query, defaultSort)}`
  }</div>
${list}
${pagination(model.query, pages, defaultSort)}
</div>${anyType && sidebar(model.query, model.counts, defaultSort)}</div></section>`;
}
