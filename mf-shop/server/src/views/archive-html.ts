import type { ShopOrderby } from '@site/shared-contracts/shop';
import type { CurrencySettings } from '../format-price';
import type { ProductCard } from '../catalogue-queries';
import { esc } from '../html';
import { productCardHtml } from './price-html';

const SORT_LABELS: Record<ShopOrderby, string> = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

/** WooCommerce wording, so shoppers see what they expect. */
export function resultCount(total: number, page: number, perPage: number): string {
  if (total === 0) return 'No products were found matching your selection.';
  if (total === 1) return 'Showing the single result';
  if (total <= perPage) return `Showing all ${total} results`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${first}–${Math.min(total, page * perPage)} of ${total} results`;
}

function sortForm(basePath: string, orderby: ShopOrderby): string {
  const options = (Object.keys(SORT_LABELS) as ShopOrderby[])
    .map((key) => `<option value="${key}"${key === orderby ? ' selected' : ''}>${esc(SORT_LABELS[key])}</option>`)
    .join('');
  // A plain GET form: works without JavaScript (the button), resets to page 1 on a new sort.
  return `<form class="shop-ordering" method="get" action="${esc(basePath)}"><label for="shop-orderby">Sort products</label>
<select id="shop-orderby" name="orderby">${options}</select> <button type="submit" class="shop-button">Sort</button></form>`;
}

export function pageHref(basePath: string, page: number, orderby: ShopOrderby): string {
  const params = new URLSearchParams();
  if (orderby !== 'menu_order') params.set('orderby', orderby);
  if (page > 1) params.set('paged', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

function pagination(basePath: string, page: number, pages: number, orderby: ShopOrderby): string {
  if (pages <= 1) return '';
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const numbers = [...wanted].sort((a, b) => a - b);
  const items: string[] = [];
  if (page > 1)
    items.push(
      `<li><a class="shop-pagination__prev" rel="prev" href="${esc(pageHref(basePath, page - 1, orderby))}">← Previous</a></li>`,
    );
  numbers.forEach((n, i) => {
    if (i > 0 && n - (numbers[i - 1] ?? n) > 1) items.push('<li><span class="shop-pagination__gap">…</span></li>');
    items.push(
      n === page
        ? `<li><span aria-current="page" class="shop-pagination__current">${n}</span></li>`
        : `<li><a href="${esc(pageHref(basePath, n, orderby))}">${n}</a></li>`,
    );
  });
  if (page < pages)
    items.push(
      `<li><a class="shop-pagination__next" rel="next" href="${esc(pageHref(basePath, page + 1, orderby))}">Next →</a></li>`,
    );
  return `<nav class="shop-pagination" aria-label="Product pages"><ul>${items.join('')}</ul></nav>`;
}

export type ArchiveInput = {
  heading: string;
  description?: string;
  basePath: string;
  orderby: ShopOrderby;
  page: number;
  perPage: number;
  total: number;
  products: ProductCard[];
  currency: CurrencySettings;
};

export function archiveHtml(input: ArchiveInput): string {
  const pages = Math.max(1, Math.ceil(input.total / input.perPage));
  const cards = input.products.map((p) => productCardHtml(p, input.currency)).join('\n');
  return `<section class="shop-archive">
<h1 class="shop-archive__title">${esc(input.heading)}</h1>
${input.description ? `<p class="shop-archive__description">${esc(input.description)}</p>` : ''}
<div class="shop-archive__toolbar"><p class="shop-result-count">${esc(resultCount(input.total, input.page, input.perPage))}</p>${sortForm(input.basePath, input.orderby)}</div>
<ul class="shop-grid">${cards}</ul>
${pagination(input.basePath, input.page, pages, input.orderby)}
</section>`;
}
