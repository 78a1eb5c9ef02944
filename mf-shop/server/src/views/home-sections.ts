import { html, type Html } from '@site/platform-kit/html';
import type { CurrencyFormat } from '@site/platform-kit/price';
import type { Offer } from '../data/offers';
import type { ProductCard } from '../data/product-columns';
import type { OfferViewer } from './cashback';
import { offerHtml } from './offers';
import { productCardHtml } from './product-card';

export const latestDealsHtml = (products: ProductCard[], currency: CurrencyFormat): Html =>
  html`<section class="shop-home-section"><h2>Latest deals</h2><ul class="shop-grid">${products.map((p) => productCardHtml(p, currency))}</ul><p><a href="/shop?orderby=date">All products</a></p></section>`;

export const offersSectionHtml = (offers: Offer[], viewer: OfferViewer): Html =>
  html`<section class="shop-home-section"><h2>Offers with coupons</h2><ul class="shop-offer-list">${offers.map((o) => offerHtml(o, viewer))}</ul><p><a href="/offers">All offers</a></p></section>`;
