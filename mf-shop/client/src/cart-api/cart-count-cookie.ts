import { SHOP_CART_COUNT_COOKIE } from '@site/shared-contracts/shop';

/** The server's last word on how many items the cart holds (its cookie, rewritten by every cart answer). */
export function readCartCount(cookies: string): number {
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === SHOP_CART_COUNT_COOKIE && value && /^\d{1,7}$/.test(value)) return Number(value);
  }
  return 0;
}

/**
 * Items this page has asked to add and the server has not answered yet, over every add-to-cart island of the
 * page (one module, shared by them): the header shows the cookie's count plus these at once.
 */
let unanswered = 0;
export const pendingAdds = {
  now: () => unanswered,
  change(by: number) {
    unanswered = Math.max(0, unanswered + by);
  },
};
