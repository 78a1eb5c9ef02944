import { enhanceAddToCart } from '../add-to-cart/add-to-cart';
import { domIsland } from '../dom-island/dom-island';

/** The `mf-shop/add-to-cart` island (shared-contracts/src/platform/exposes.json): mounted on interaction. */
export const { bootstrap, mount, unmount } = domIsland(({ domElement, bus, csrfToken }) =>
  enhanceAddToCart(domElement, {
    bus,
    csrfToken,
    fetch: (...args) => fetch(...args),
    cookies: () => document.cookie,
  }),
);
