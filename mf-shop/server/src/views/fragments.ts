import { html } from '@site/platform-kit/html';
import type { SliceFragments } from '@site/shared-contracts/platform';

/** The header's cart link: the cart page without JavaScript, the slide-in side cart with it (spec 2.4). */
const headerCart = (): string =>
  html`<a class="shop-cart-link" href="/cart" data-bus-event="shop:cart-open" data-bus-payload="{}">Cart</a>`.toString();

/** The side cart, mounted when the bus asks for it (`shop:cart-open`). */
const overlays = (): string =>
  html`<div data-island="mf-shop/side-cart" data-mount="event" data-events="shop:cart-open"></div>`.toString();

export const shopFragments: SliceFragments = { headerCart, overlays };
