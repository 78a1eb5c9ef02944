import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import type { ProductDetail } from '../data/products';
import { archiveUrl, NO_FILTERS, withFilters } from '../urls/archive-urls';
import { categoryUrl, productImageUrl } from '../urls/shop-urls';
import { addToCartHtml } from './add-to-cart';
import { priceHtml, ratingHtml, saleBadge } from './product-card';

function categoryLinks(p: ProductDetail): Html | false {
  const links = p.categories.map((c, i) => html`${i > 0 && ', '}<a href="${categoryUrl(c.slug)}">${c.name}</a>`);
  return p.categories.length > 0 && html`<p class="shop-product__meta">Categories: ${links}</p>`;
}

/** The brand links to the shop filtered by it (the sidebar's brand choice). */
const brandLink = (p: ProductDetail) =>
  p.brand &&
  html`<p class="shop-product__meta">Brand: <a href="${archiveUrl('/shop', withFilters({ orderby: 'menu_order', page: 1, filters: NO_FILTERS }, { brands: [p.brand.slug] }))}">${p.brand.name}</a></p>`;

// Tags have no archive page yet, so they are plain text.
const tagList = (p: ProductDetail) =>
  p.tags.length > 0 && html`<p class="shop-product__meta">Tags: ${p.tags.map((t) => t.name).join(', ')}</p>`;

/** The product page; its add-to-cart form posts without JavaScript (spec 2.4's cart works without it). */
export function productHtml(p: ProductDetail, currency: CurrencyFormat, csrfToken: string): Html {
  return html`<article class="shop-product">
<div class="shop-product__gallery">${saleBadge(p)}<img class="shop-product__image" src="${productImageUrl(p.id)}" alt="${p.title}" width="600" height="600"></div>
<div class="shop-product__summary">
<h1 class="shop-product__title">${p.title}</h1>
${ratingHtml(p.rating, p.rating_count)}
<p class="shop-product__price">${priceHtml(p, currency)}</p>
<p class="shop-product__excerpt">${p.excerpt}</p>
${addToCartHtml(p, csrfToken, { quantityField: true })}
${brandLink(p)}
${categoryLinks(p)}
${tagList(p)}
</div>
<section class="shop-product__description"><h2>Description</h2><p>${p.description}</p></section>
</article>`;
}
