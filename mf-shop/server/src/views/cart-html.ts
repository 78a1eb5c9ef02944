import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { esc } from '../html';

export function cartHtml(cart: ShopCartResponse, csrfToken: string): string {
  if (cart.lines.length === 0) {
    return '<section class="shop-cart"><h1>Cart</h1><p class="shop-cart__empty">Your cart is currently empty.</p><p><a class="shop-button" href="/shop">Return to shop</a></p></section>';
  }
  const rows = cart.lines
    .map(
      (l) => `<tr>
<td><img src="${esc(l.imageUrl)}" alt="" width="64" height="64"></td>
<td><a href="/product/${esc(l.slug)}">${esc(l.title)}</a></td>
<td>${esc(l.unitPrice)}</td><td>${l.quantity}</td><td>${esc(l.lineTotal)}</td>
<td><form method="post" action="/cart/remove"><input type="hidden" name="_csrf" value="${esc(csrfToken)}"><input type="hidden" name="productId" value="${l.productId}"><button type="submit" class="shop-button" aria-label="Remove ${esc(l.title)} from cart">Remove</button></form></td>
</tr>`,
    )
    .join('');
  return `<section class="shop-cart"><h1>Cart</h1>
<table class="shop-cart__table"><thead><tr><th><span class="shop-visually-hidden">Image</span></th><th>Product</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th><span class="shop-visually-hidden">Remove</span></th></tr></thead>
<tbody>${rows}</tbody></table>
<p class="shop-cart__subtotal">Subtotal (${cart.count} items): <strong>${esc(cart.subtotal)}</strong></p></section>`;
}
