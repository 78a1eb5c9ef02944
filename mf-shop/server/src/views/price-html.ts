import type { CurrencySettings } from '../format-price';
import { formatPrice } from '../format-price';
import type { ProductCard } from '../catalogue-queries';
import { esc } from '../html';

/** Spec 9: sale shows the regular price struck through; variable shows 'min – max'. */
export function priceHtml(p: ProductCard, currency: CurrencySettings): string {
  const fmt = (amount: string) => esc(formatPrice(amount, currency));
  if (p.is_variable && p.min_price && p.max_price) {
    return `<span class="shop-price">${fmt(p.min_price)} – ${fmt(p.max_price)}</span>`;
  }
  if (!p.price) return '';
  if (p.on_sale && p.regular_price) {
    return `<span class="shop-price shop-price--sale"><del aria-label="Regular price">${fmt(p.regular_price)}</del> <ins aria-label="Sale price">${fmt(p.price)}</ins></span>`;
  }
  return `<span class="shop-price">${fmt(p.price)}</span>`;
}

/** Spec 9: the rating is shown only when > 0. */
export function ratingHtml(rating: string, count: number): string {
  const value = Number(rating);
  if (!(value > 0)) return '';
  const full = Math.round(value);
  const label = `Rated ${value.toFixed(2)} out of 5`;
  return `<span class="shop-rating" role="img" aria-label="${esc(label)}"><span aria-hidden="true">${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span> <span class="shop-rating__count">(${count})</span></span>`;
}

export const saleBadge = (p: ProductCard) => (p.on_sale ? '<span class="shop-badge">Sale!</span>' : '');

export const imageUrl = (id: number) => `/img/product/${id}.svg`;

export function productCardHtml(p: ProductCard, currency: CurrencySettings): string {
  return `<li class="shop-card">
<a class="shop-card__link" href="/product/${esc(p.slug)}">${saleBadge(p)}<img class="shop-card__image" src="${imageUrl(p.id)}" alt="" width="300" height="300" loading="lazy">
<h2 class="shop-card__title">${esc(p.title)}</h2></a>
${ratingHtml(p.rating, p.rating_count)}
${priceHtml(p, currency)}
</li>`;
}
