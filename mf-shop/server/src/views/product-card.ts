import { html, type Html } from '@site/platform-kit/html';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { ProductCard } from '../data/product-columns';
import { productImageUrl, productUrl } from '../urls/shop-urls';
import { addToCartHtml } from './add-to-cart';

/** Spec 9: sale shows the regular price struck through; variable shows 'min – max'. */
export function priceHtml(p: ProductCard, currency: CurrencyFormat): Html {
  const fmt = (amount: string) => formatPrice(amount, currency);
  if (p.is_variable && p.min_price && p.max_price) {
    return html`<span class="shop-price">${fmt(p.min_price)} – ${fmt(p.max_price)}</span>`;
  }
  if (!p.price) return html``;
  if (p.on_sale && p.regular_price) {
    return html`<span class="shop-price shop-price--sale"><del aria-label="Regular price">${fmt(p.regular_price)}</del> <ins aria-label="Sale price">${fmt(p.price)}</ins></span>`;
  }
  return html`<span class="shop-price">${fmt(p.price)}</span>`;
}

/** Spec 9: the rating is shown only when > 0. */
export function ratingHtml(rating: string, count: number): Html {
  const value = Number(rating);
  if (!(value > 0)) return html``;
  const full = Math.round(value);
  return html`<span class="shop-rating" role="img" aria-label="Rated ${value.toFixed(2)} out of 5"><span aria-hidden="true">${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span> <span class="shop-rating__count">(${count})</span></span>`;
}

/** Spec 9: the sale label. */
export const saleBadge = (p: ProductCard) => p.on_sale && html`<span class="shop-badge" dir="auto">Sale!</span>`;

/** A product card; on the archive (`cart` given) with an add-to-cart button. */
export function productCardHtml(p: ProductCard, currency: CurrencyFormat, cart?: { csrfToken: string }): Html {
  return html`<li class="shop-card">
<a class="shop-card__link" href="${productUrl(p.slug)}">${saleBadge(p)}<img class="shop-card__image" src="${productImageUrl(p.id)}" alt="" width="300" height="300" loading="lazy">
<h2 class="shop-card__title">${p.title}</h2></a>
${ratingHtml(p.rating, p.rating_count)}
${priceHtml(p, currency)}
${cart && addToCartHtml(p, cart.csrfToken, { quantityField: false })}
</li>`;
}
