import type { CurrencySettings } from '../format-price';
import type { ProductDetail } from '../catalogue-queries';
import { esc } from '../html';
import { imageUrl, priceHtml, ratingHtml, saleBadge } from './price-html';

const termLinks = (terms: { slug: string; name: string }[], base: string) =>
  terms.map((t) => `<a href="${base}${esc(t.slug)}">${esc(t.name)}</a>`).join(', ');

export function productHtml(p: ProductDetail, currency: CurrencySettings, csrfToken: string): string {
  const categories = p.categories.length
    ? `<p class="shop-product__meta">Categories: ${termLinks(p.categories, '/product-category/')}</p>`
    : '';
  const tags = p.tags.length
    ? `<p class="shop-product__meta">Tags: ${p.tags.map((t) => esc(t.name)).join(', ')}</p>`
    : '';
  return `<article class="shop-product">
<div class="shop-product__gallery">${saleBadge(p)}<img class="shop-product__image" src="${imageUrl(p.id)}" alt="${esc(p.title)}" width="600" height="600"></div>
<div class="shop-product__summary">
<h1 class="shop-product__title">${esc(p.title)}</h1>
${ratingHtml(p.rating, p.rating_count)}
<p class="shop-product__price">${priceHtml(p, currency)}</p>
<p class="shop-product__excerpt">${esc(p.excerpt)}</p>
<form class="shop-add-to-cart" method="post" action="/cart/add">
<input type="hidden" name="_csrf" value="${esc(csrfToken)}">
<input type="hidden" name="productId" value="${p.id}">
<label for="shop-quantity">Quantity</label>
<input id="shop-quantity" class="shop-quantity" type="number" name="quantity" value="1" min="1" max="99" inputmode="numeric">
<button type="submit" class="shop-button shop-button--primary">Add to cart</button>
</form>
${categories}
${tags}
</div>
<section class="shop-product__description"><h2>Description</h2><p>${esc(p.description)}</p></section>
</article>`;
}
