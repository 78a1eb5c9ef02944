import type { FastifyReply } from 'fastify';
import { SHOP_CART_COUNT_COOKIE } from '@site/shared-contracts/shop';

/**
 * The number of items in the visitor's cart, in a cookie the page's script may read: the header shows it
 * without the page itself being per visitor (anonymous pages are shared by the page cache). Written by
 * every cart answer, so it follows the cart; gone when the cart is empty, so a visitor without a cart
 * loads no cart script (the header count island mounts only when the cookie is there). Not a secret,
 * not a proof of anything: the cart itself stays keyed by the shell's HttpOnly visitor cookie.
 */
export function sendCartCount(reply: FastifyReply, count: number, secure: boolean): void {
  const options = { path: '/', sameSite: 'lax', secure, httpOnly: false } as const;
  if (count > 0) reply.setCookie(SHOP_CART_COUNT_COOKIE, String(count), { ...options, maxAge: 60 * 60 * 24 * 365 });
  else reply.clearCookie(SHOP_CART_COUNT_COOKIE, options);
}
