import { defineDomIsland } from '@site/platform-kit/island';
import { readCartCount } from '../cart-api/cart-count-cookie';
import { showCartCount } from '../cart-count/cart-count';

/**
 * The `mf-shop/cart-count` island in the header's cart link: mounted only in browsers holding the count
 * cookie (data-mount-cookie) or woken by `shop:cart-changed`; shows the cookie's count, then each change.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, bus }) => {
  showCartCount(domElement, readCartCount(document.cookie));
  return bus.on('shop:cart-changed', ({ count }) => showCartCount(domElement, count));
});
