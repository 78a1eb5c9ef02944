import { html, type Html } from '@site/platform-kit/html';
import { CART_MAX_QUANTITY } from '@site/shared-contracts/shop';

type Item = { id: number; title: string };

/**
 * An add-to-cart form: a plain POST to /cart/add without JavaScript (to the cart page), and inside the
 * `mf-shop/add-to-cart` island, mounted when a visitor reaches for it, an optimistic add that updates the
 * header count at once and rolls back with a toast when the server refuses. The status line is in the page
 * from the start, so screen readers already watch it when the island writes into it.
 */
export function addToCartHtml(item: Item, csrfToken: string, options: { quantityField: boolean }): Html {
  const quantity = options.quantityField
    ? html`<label for="shop-quantity">Quantity</label>
<input id="shop-quantity" class="shop-quantity" type="number" name="quantity" value="1" min="1" max="${CART_MAX_QUANTITY}" inputmode="numeric">`
    : html`<input type="hidden" name="quantity" value="1">`;
  return html`<div class="shop-add-to-cart" data-island="mf-shop/add-to-cart" data-mount="interaction">
<form class="shop-add-to-cart__form" method="post" action="/cart/add">
<input type="hidden" name="_csrf" value="${csrfToken}">
<input type="hidden" name="productId" value="${item.id}">
${quantity}
<button type="submit" class="shop-button shop-button--primary"${!options.quantityField && html` aria-label="Add to cart: ${item.title}"`}>Add to cart</button>
</form>
<p class="shop-add-to-cart__status" role="status"></p>
</div>`;
}
