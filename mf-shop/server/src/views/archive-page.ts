import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import type { ProductCard } from '../data/product-columns';
import { activeFilterCount, archiveParams, archiveUrl, withoutFilters, type ArchiveView } from '../urls/archive-urls';
import { activeFiltersHtml } from './active-filters';
import { countText, pageLinksHtml } from './page-links';
import { filterSidebarHtml, type SidebarInput } from './filter-sidebar';
import { productCardHtml } from './product-card';

const SORT_LABELS: Record<ShopOrderby, string> = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

const PRODUCT_WORDS = {
  none: 'No products were found matching your selection.',
  one: 'Showing the single result',
  noun: 'results',
};

function sortForm(basePath: string, view: ArchiveView): Html {
  const options = (Object.keys(SORT_LABELS) as ShopOrderby[]).map(
    (key) => html`<option value="${key}"${key === view.orderby && html` selected`}>${SORT_LABELS[key]}</option>`,
  );
  // A plain GET form: works without JavaScript (the button), keeps the filters, resets to page 1.
  const keep = archiveParams({ ...view, orderby: 'menu_order', page: 1 }).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return html`<form class="shop-ordering" method="get" action="${basePath}">${keep}<label for="shop-orderby">Sort products</label>
<select id="shop-orderby" name="orderby">${options}</select> <button type="submit" class="shop-button">Sort</button></form>`;
}

/** The narrow screen's way to the sidebar: the island opens it as a panel, or `:target` does without it. */
function filtersTrigger(view: ArchiveView): Html {
  const chosen = activeFilterCount(view.filters);
  return html`<a class="shop-filters-trigger shop-button" href="#shop-filters" aria-controls="shop-filters" data-bus-event="shop:filters-open" data-bus-payload="{}">Filters${chosen > 0 && html` <span class="shop-filters-trigger__count">(${chosen})</span>`}</a>`;
}

export type ArchiveInput = Omit<SidebarInput, 'currency'> & {
  heading: string;
  description?: string;
  perPage: number;
  /** Null while the archive has no facet index yet: then `more` says whether a next page exists. */
  total: number | null;
  more: boolean;
  products: ProductCard[];
  currency: CurrencyFormat;
  csrfToken: string;
};

/** Said above the list while the facet index is being built (the first seconds after a start). */
function unavailableNotice(view: ArchiveView): Html {
  const chosen = activeFilterCount(view.filters) > 0;
  return html`<p class="shop-archive__notice" role="status">Filters are briefly unavailable while the catalogue is being indexed${chosen ? ': your choices are not applied yet' : ''}. Showing every product${chosen ? '' : ' in this order'}; please try again in a moment.</p>`;
}

function resultCount(input: ArchiveInput): string {
  const { total, view, perPage, products } = input;
  if (total !== null) return countText(total, view.page, perPage, PRODUCT_WORDS);
  if (products.length === 0) return PRODUCT_WORDS.none;
  const first = (view.page - 1) * perPage + 1;
  return `Showing ${first}–${first + products.length - 1}`;
}

export function archiveHtml(input: ArchiveInput): Html {
  const { basePath, view, total, perPage } = input;
  const pages = total === null ? view.page + (input.more ? 1 : 0) : Math.max(1, Math.ceil(total / perPage));
  const empty =
    total === 0 &&
    activeFilterCount(view.filters) > 0 &&
    html`<p class="shop-archive__empty"><a href="${archiveUrl(basePath, withoutFilters(view))}">Clear filters</a> to see every product here.</p>`;
  return html`<section class="shop-archive">
<h1 class="shop-archive__title">${input.heading}</h1>
${input.description && html`<p class="shop-archive__description">${input.description}</p>`}
<div class="shop-archive__layout">
${filterSidebarHtml(input)}
<div class="shop-archive__main" id="shop-products" tabindex="-1">
<div class="shop-archive__toolbar"><p class="shop-result-count">${resultCount(input)}</p>${filtersTrigger(view)}${sortForm(basePath, view)}</div>
${input.counts === null && unavailableNotice(view)}
${activeFiltersHtml(basePath, view, input.brands, input.currency)}
<ul class="shop-grid">${input.products.map((p) => productCardHtml(p, input.currency, { csrfToken: input.csrfToken }))}</ul>
${empty}
${pageLinksHtml({ label: 'Product pages', page: view.page, pages, href: (n) => archiveUrl(basePath, { ...view, page: n }) })}
</div>
</div>
</section>`;
}
