import { html, type Html } from '@site/platform-kit/html';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import { SHOP_FILTER_MAX_PRICE } from '@site/shared-contracts/shop';
import type { Brand, CatalogueState, Category } from '../data/catalogue-cache';
import type { FacetCounts } from '../filters/facet-search';
import { amountText, archiveUrl, withoutFilters, type ArchiveView } from '../urls/archive-urls';
import { categoryUrl } from '../urls/shop-urls';

export type SidebarInput = {
  basePath: string;
  category: Category | null;
  view: ArchiveView;
  state: CatalogueState;
  /** Null while there is no facet index yet: the choices are shown without counts. */
  counts: FacetCounts | null;
  brands: readonly Brand[];
  currency: CurrencyFormat;
};

const count = (n: number | undefined) => n !== undefined && html`<span class="shop-filters__count">(${n})</span>`;
const emptyClass = (n: number | undefined, chosen: boolean) =>
  n === 0 && !chosen ? ' shop-filters__choice--empty' : '';

/** Categories are links (each is its own page), keeping the sort and the other filters. */
function categoryLinks(input: SidebarInput): Html {
  const { state, counts, view, category } = input;
  const link = (c: Category, children: Html | false) => {
    const n = counts ? (counts.categories[c.id] ?? 0) : undefined;
    const current = category?.id === c.id;
    return html`<li class="shop-filters__category${emptyClass(n, current)}"><a href="${archiveUrl(categoryUrl(c.slug), { ...view, page: 1 })}"${current && html` aria-current="page"`}>${c.name}</a> ${count(n)}${children}</li>`;
  };
  const tree = (parent: number | null): Html[] =>
    state.categories
      .filter((c) => c.parent_id === parent)
      .map((c) => {
        const below = tree(c.id);
        return link(c, below.length > 0 && html`<ul>${below}</ul>`);
      });
  const all = html`<li class="shop-filters__category"><a href="${archiveUrl('/shop', { ...view, page: 1 })}"${!category && html` aria-current="page"`}>All products</a></li>`;
  return html`<nav class="shop-filters__group" aria-labelledby="shop-filters-categories"><h3 id="shop-filters-categories" class="shop-filters__legend">Categories</h3><ul class="shop-filters__categories">${all}${tree(null)}</ul></nav>`;
}

function priceFields(input: SidebarInput): Html {
  const { filters } = input.view;
  const range = input.counts?.price ?? null;
  const field = (id: string, name: string, label: string, value: number | undefined, hint: number | undefined) =>
    html`<label class="shop-filters__price-field" for="${id}"><span>${label}</span><input id="${id}" class="shop-filters__amount" type="number" name="${name}" min="0" max="${SHOP_FILTER_MAX_PRICE}" step="0.01" inputmode="decimal"${value !== undefined && html` value="${amountText(value)}"`}${hint !== undefined && html` placeholder="${hint}"`}></label>`;
  return html`<fieldset class="shop-filters__group"><legend class="shop-filters__legend">Price (${input.currency.symbol})</legend>
<div class="shop-filters__price">${field('shop-filter-min-price', 'min_price', 'From', filters.minPrice, range ? Math.floor(range.min / 100) : undefined)}${field('shop-filter-max-price', 'max_price', 'To', filters.maxPrice, range ? Math.ceil(range.max / 100) : undefined)}</div>
${range && html`<p class="shop-filters__hint">Prices from ${formatPrice(amountText(range.min), input.currency)} to ${formatPrice(amountText(range.max), input.currency)}</p>`}</fieldset>`;
}

function saleField(input: SidebarInput): Html {
  const { onSale } = input.view.filters;
  const n = input.counts?.onSale;
  return html`<fieldset class="shop-filters__group"><legend class="shop-filters__legend">Offers</legend>
<label class="shop-filters__choice${emptyClass(n, onSale)}"><input type="checkbox" name="on_sale" value="1"${onSale && html` checked`}> On sale ${count(n)}</label></fieldset>`;
}

function ratingFields(input: SidebarInput): Html {
  const chosen = input.view.filters.rating;
  const choices = [4, 3, 2, 1].map((stars) => {
    const n = input.counts ? (input.counts.ratings[stars] ?? 0) : undefined;
    return html`<label class="shop-filters__choice${emptyClass(n, chosen === stars)}"><input type="radio" name="rating" value="${stars}"${chosen === stars && html` checked`}> <span class="shop-filters__stars" aria-hidden="true">${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}</span><span class="site-visually-hidden">${stars} stars</span> &amp; up ${count(n)}</label>`;
  });
  return html`<fieldset class="shop-filters__group"><legend class="shop-filters__legend">Rating</legend>
<label class="shop-filters__choice"><input type="radio" name="rating" value=""${chosen === undefined && html` checked`}> Any rating</label>${choices}</fieldset>`;
}

function brandFields(input: SidebarInput): Html | false {
  const chosen = new Set(input.view.filters.brands);
  const choices = input.brands.map((b) => {
    const n = input.counts ? (input.counts.brands[b.id] ?? 0) : undefined;
    const on = chosen.has(b.slug);
    return html`<label class="shop-filters__choice${emptyClass(n, on)}"><input type="checkbox" name="brand" value="${b.slug}"${on && html` checked`}> ${b.name} ${count(n)}</label>`;
  });
  return (
    choices.length > 0 &&
    html`<fieldset class="shop-filters__group"><legend class="shop-filters__legend">Brand</legend>${choices}</fieldset>`
  );
}

/**
 * The filter sidebar (issue 12, spec 2.4 "Mobile sidebar"): a plain GET form, so it works without
 * JavaScript, with each choice's count. On a wide screen it is the archive's left column; on a narrow one it
 * is the form above the list without JavaScript, and with it a panel that slides in from the toolbar's
 * "Filters" trigger (the `mf-shop/filter-sidebar` island: focus in and back, Escape, the overlay). The
 * `:target` rules in filters.css open the panel even when that island cannot load.
 */
export function filterSidebarHtml(input: SidebarInput): Html {
  const { basePath, view } = input;
  return html`<aside id="shop-filters" class="shop-filters" aria-labelledby="shop-filters-title" data-island="mf-shop/filter-sidebar" data-mount="event" data-events="shop:filters-open">
<a class="shop-filters__overlay" href="#shop-products" tabindex="-1" aria-hidden="true"></a>
<div class="shop-filters__panel">
<div class="shop-filters__head"><h2 id="shop-filters-title" class="shop-filters__title">Filter products</h2><a class="shop-filters__close" href="#shop-products" aria-label="Close filters"><span aria-hidden="true">×</span></a></div>
${categoryLinks(input)}
<form class="shop-filters__form" method="get" action="${basePath}">
${view.orderby !== 'menu_order' && html`<input type="hidden" name="orderby" value="${view.orderby}">`}
${priceFields(input)}
${saleField(input)}
${ratingFields(input)}
${brandFields(input)}
<div class="shop-filters__actions"><button type="submit" class="shop-button shop-button--primary">Apply filters</button>
<a class="shop-filters__clear" href="${archiveUrl(basePath, withoutFilters(view))}">Clear filters</a></div>
</form>
</div>
</aside>`;
}
