import { html, type Html } from '@site/platform-kit/html';
import { CART_LINE_MAX_QUANTITY, type ShopCartResponse } from '@site/shared-contracts/shop';
import { productUrl } from '../urls/shop-urls';

type CartLine = ShopCartResponse['lines'][number];

const hidden = (l: CartLine, csrfToken: string) =>
  html`<input type="hidden" name="_csrf" value="${csrfToken}"><input type="hidden" name="productId" value="${l.productId}">`;

/** The quantity as a form of its own: change it and press Update, no JavaScript needed. */
const quantityForm = (
  l: CartLine,
  csrfToken: string,
) => html`<form class="shop-cart__quantity" method="post" action="/cart/update">${hidden(l, csrfToken)}
<label class="site-visually-hidden" for="shop-cart-quantity-${l.productId}">Quantity of ${l.title}</label>
<input id="shop-cart-quantity-${l.productId}" class="shop-quantity" type="number" name="quantity" value="${l.quantity}" min="1" max="${CART_LINE_MAX_QUANTITY}" inputmode="numeric" required>
<button type="submit" class="shop-button" aria-label="Update quantity of ${l.title}">Update</button></form>`;

/** One line; its quantity and remove buttons are form posts, so the cart page works without JavaScript. */
const lineHtml = (l: CartLine, csrfToken: string) => html`<tr>
<td><img src="${l.imageUrl}" alt="" width="64" height="64"></td>
<td><a href="${productUrl(l.slug)}">${l.title}</a></td>
<td data-label="Price">${l.unitPrice}</td><td>${quantityForm(l, csrfToken)}</td><td data-label="Subtotal">${l.lineTotal}</td>
<td><form method="post" action="/cart/remove">${hidden(l, csrfToken)}<button type="submit" class="shop-button" aria-label="Remove ${l.title} from cart">Remove</button></form></td>
</tr>`;

export function cartHtml(cart: ShopCartResponse, csrfToken: string): Html {
  if (cart.lines.length === 0) {
    return html`<section class="shop-cart"><h1>Cart</h1><p class="shop-cart__empty">Your cart is currently empty.</p><p><a class="shop-button" href="/shop">Return to shop</a></p></section>`;
  }
  return html`<section class="shop-cart"><h1>Cart</h1>
<table class="shop-cart__table"><thead><tr><th><span class="site-visually-hidden">Image</span></th><th>Product</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th><span class="site-visually-hidden">Remove</span></th></tr></thead>
<tbody>${cart.lines.map((l) => lineHtml(l, csrfToken))}</tbody></table>
<p class="shop-cart__subtotal">Subtotal (${cart.count} ${cart.count === 1 ? 'item' : 'items'}): <strong>${cart.subtotal}</strong></p></section>`;
}
