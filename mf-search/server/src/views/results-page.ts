import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import { searchPostTypeSchema, type SearchOrderby } from '@site/shared-contracts/search';
import type { DocumentRow } from '../data/documents';
import { excerptOf, imageMarkup } from './item-result';
import { priceHtml } from './price';
import { MAX_PAGE, pagination, sidebar, sortForm, TYPE_LABEL, type PageQuery } from './results-navigation';
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

function resultItem(row: DocumentRow, currency: CurrencyFormat): Html {
  const type = searchPostTypeSchema.safeParse(row.post_type);
  const label = type.success ? TYPE_LABEL[type.data].one : row.post_type;
  const price = priceHtml(row, currency);
  return html`<li class="search-result search-result--${row.post_type}">
${row.image_url && html`<a class="search-result__image" href="${row.url}" tabindex="-1" aria-hidden="true">${imageMarkup(row)}</a>`}
<h2 class="search-result__title"><a href="${row.url}">${row.title}</a></h2>
<p class="search-result__type">${label}</p>
${price && html`<p class="search-result__price">${price}</p>`}
<p class="search-result__excerpt">${excerptOf(row.body)}</p></li>`;
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
  const list = model.rows.length
    ? html`<ul class="search-results">${model.rows.map((r) => resultItem(r, model.currency))}</ul>`
    : html`<p class="search-results__none">Nothing matched your search. Try other words.</p>`;
  const correction =
    model.corrected &&
    html`<p class="search-correction">No results for “${model.query.s}”. Showing results for “${model.corrected}”.</p>`;
  return html`<section class="search-page">
<h1>Search results for “${model.query.s}”</h1>
${correction}
${searchForm(model.query.s, model.defaultSort)}
<div class="search-page__layout"><div class="search-page__main">
<p class="search-result-count" role="status">${resultCount(model)}</p>
${sortForm(model.query)}
${list}
${pagination(model.query, pages, defaultSort)}
</div>${sidebar(model.query, model.counts, defaultSort)}</div></section>`;
}
