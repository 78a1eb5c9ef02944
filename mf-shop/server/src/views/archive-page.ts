import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import type { ProductCard } from '../data/product-columns';
import { productCardHtml } from './product-card';

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

function sortForm(basePath: string, orderby: ShopOrderby): Html {
  const options = (Object.keys(SORT_LABELS) as ShopOrderby[]).map(
    (key) => html`<option value="${key}"${key === orderby && html` selected`}>${SORT_LABELS[key]}</option>`,
  );
  // A plain GET form: works without JavaScript (the button), resets to page 1 on a new sort.
  return html`<form class="shop-ordering" method="get" action="${basePath}"><label for="shop-orderby">Sort products</label>
<select id="shop-orderby" name="orderby">${options}</select> <button type="submit" class="shop-button">Sort</button></form>`;
}

export function pageHref(basePath: string, page: number, orderby: ShopOrderby): string {
  const params = new URLSearchParams();
  if (orderby !== 'menu_order') params.set('orderby', orderby);
  if (page > 1) params.set('paged', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

function pagination(basePath: string, page: number, pages: number, orderby: ShopOrderby): Html {
  if (pages <= 1) return html``;
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const numbers = [...wanted].sort((a, b) => a - b);
  const href = (n: number) => pageHref(basePath, n, orderby);
  const items = numbers.map(
    (n, i) =>
      html`${i > 0 && n - (numbers[i - 1] ?? n) > 1 && html`<li><span class="shop-pagination__gap">…</span></li>`}${
        n === page
          ? html`<li><span aria-current="page" class="shop-pagination__current">${n}</span></li>`
          : html`<li><a href="${href(n)}">${n}</a></li>`
      }`,
  );
  return html`<nav class="shop-pagination" aria-label="Product pages"><ul>${
    page > 1 && html`<li><a class="shop-pagination__prev" rel="prev" href="${href(page - 1)}">← Previous</a></li>`
  }${items}${page < pages && html`<li><a class="shop-pagination__next" rel="next" href="${href(page + 1)}">Next →</a></li>`}</ul></nav>`;
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
  currency: CurrencyFormat;
};

export function archiveHtml(input: ArchiveInput): Html {
  const pages = Math.max(1, Math.ceil(input.total / input.perPage));
  return html`<section class="shop-archive">
<h1 class="shop-archive__title">${input.heading}</h1>
${input.description && html`<p class="shop-archive__description">${input.description}</p>`}
<div class="shop-archive__toolbar"><p class="shop-result-count">${resultCount(input.total, input.page, input.perPage)}</p>${sortForm(input.basePath, input.orderby)}</div>
<ul class="shop-grid">${input.products.map((p) => productCardHtml(p, input.currency))}</ul>
${pagination(input.basePath, input.page, pages, input.orderby)}
</section>`;
}
