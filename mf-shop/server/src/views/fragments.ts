import { html } from '@site/platform-kit/html';
import type { SliceFragments } from '@site/shared-contracts/platform';
import { SHOP_CART_COUNT_COOKIE } from '@site/shared-contracts/shop';

/**
 * The header's cart link: the cart page without JavaScript, the slide-in side cart with it (spec 2.4). The
 * count inside is the `mf-shop/cart-count` island: the page is the same for every anonymous visitor (the page
 * cache shares it), so the count comes from the visitor's own cookie, in the browser, and only a browser
 * holding that cookie (a visitor with a cart) loads the island; a first add on the page wakes it.
 */
const headerCart = (): string =>
  html`<a class="shop-cart-link site-header-icon" href="/cart" data-bus-event="shop:cart-open" data-bus-payload="{}">Cart<span class="shop-cart-count" data-island="mf-shop/cart-count" data-mount="idle event" data-events="shop:cart-changed" data-mount-cookie="${SHOP_CART_COUNT_COOKIE}"></span></a>`.toString();

/** The side cart, mounted when the bus asks for it (`shop:cart-open`). */
const overlays = (): string =>
  html`<div data-island="mf-shop/side-cart" data-mount="event" data-events="shop:cart-open"></div>`.toString();

export const shopFragments: SliceFragments = { headerCart, overlays };
