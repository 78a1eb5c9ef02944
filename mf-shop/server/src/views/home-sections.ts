import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import type { ProductCard } from '../data/product-columns';
import type { Offer } from '../offers/offer-view';
import type { OfferViewer } from './cashback';
import { couponsIslandHtml, offerHtml } from './offers';
import { productCardHtml } from './product-card';

export const latestDealsHtml = (products: ProductCard[], currency: CurrencyFormat): Html =>
  html`<section class="shop-home-section"><h2>Latest deals</h2><ul class="shop-grid">${products.map((p) => productCardHtml(p, currency))}</ul><p><a href="/shop?orderby=date">All products</a></p></section>`;

/**
 * The newest offers with the coupons island: a coupon is revealed on the home page itself (spec 4.3), which the
 * shell serves with the same bytes whatever its address; the loader mounts the island when the address asks.
 */
export const offersSectionHtml = (offers: Offer[], viewer: OfferViewer): Html =>
  html`<section class="shop-home-section"><h2>Offers with coupons</h2><ul class="shop-offer-list">${offers.map((o) => offerHtml(o, viewer, 'h3'))}</ul><p><a href="/offers">All offers</a></p>${offers.length > 0 && couponsIslandHtml()}</section>`;

/** The shop's home section: the latest deals, then the offers (one section of the slice contract, two on the page). */
export const homeSectionsHtml = (
  products: ProductCard[],
  offers: Offer[],
  currency: CurrencyFormat,
  viewer: OfferViewer,
): Html => html`${latestDealsHtml(products, currency)}\n${offersSectionHtml(offers, viewer)}`;
