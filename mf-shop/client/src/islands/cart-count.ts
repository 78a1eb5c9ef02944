import { readCartCount } from '../cart-api/cart-count-cookie';
import { showCartCount } from '../cart-count/cart-count';
import { domIsland } from '../dom-island/dom-island';

/**
 * The `mf-shop/cart-count` island in the header's cart link: mounted only in browsers holding the count
 * cookie (data-mount-cookie) or woken by `shop:cart-changed`; shows the cookie's count, then each change.
 */
export const { bootstrap, mount, unmount } = domIsland(({ domElement, bus }) => {
  showCartCount(domElement, readCartCount(document.cookie));
  return bus.on('shop:cart-changed', ({ count }) => showCartCount(domElement, count));
});
