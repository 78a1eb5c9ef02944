import { defineDomIsland } from '@site/platform-kit/island';
import { enhanceAddToCart } from '../add-to-cart/add-to-cart';

/** The `mf-shop/add-to-cart` island (shared-contracts/src/platform/exposes.json): mounted on interaction. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, bus, csrfToken }) =>
  enhanceAddToCart(domElement, {
    bus,
    csrfToken,
    fetch: (...args) => fetch(...args),
    cookies: () => document.cookie,
  }),
);
