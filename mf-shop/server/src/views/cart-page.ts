import { html, type Html } from '@site/platform-kit/html';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { productUrl } from '../urls/shop-urls';

type CartLine = ShopCartResponse['lines'][number];

/** One line; its remove button is a form post, so the cart page works without JavaScript. */
const lineHtml = (l: CartLine, csrfToken: string) => html`<tr>
<td><img src="${l.imageUrl}" alt="" width="64" height="64"></td>
<td><a href="${productUrl(l.slug)}">${l.title}</a></td>
<td>${l.unitPrice}</td><td>${l.quantity}</td><td>${l.lineTotal}</td>
<td><form method="post" action="/cart/remove"><input type="hidden" name="_csrf" value="${csrfToken}"><input type="hidden" name="productId" value="${l.productId}"><button type="submit" class="shop-button" aria-label="Remove ${l.title} from cart">Remove</button></form></td>
</tr>`;

export function cartHtml(cart: ShopCartResponse, csrfToken: string): Html {
  if (cart.lines.length === 0) {
    return html`<section class="shop-cart"><h1>Cart</h1><p class="shop-cart__empty">Your cart is currently empty.</p><p><a class="shop-button" href="/shop">Return to shop</a></p></section>`;
  }
  return html`<section class="shop-cart"><h1>Cart</h1>
<table class="shop-cart__table"><thead><tr><th><span class="shop-visually-hidden">Image</span></th><th>Product</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th><span class="shop-visually-hidden">Remove</span></th></tr></thead>
<tbody>${cart.lines.map((l) => lineHtml(l, csrfToken))}</tbody></table>
<p class="shop-cart__subtotal">Subtotal (${cart.count} items): <strong>${cart.subtotal}</strong></p></section>`;
}
