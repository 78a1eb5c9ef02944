import type { EventBus } from '@site/shared-contracts/platform';
import { callCart, type CartClient } from '../cart-api/cart-api';
import { pendingAdds, readCartCount } from '../cart-api/cart-count-cookie';

type Options = CartClient & { bus: EventBus; cookies: () => string };

const numberIn = (form: FormData, name: string) => Number(form.get(name) ?? NaN);

/**
 * The add-to-cart form with JavaScript: the add is shown at once (the header count grows, the status line
 * says so) and sent as JSON; when the server refuses, the count goes back to what the server holds and the
 * generic modal says why. Without JavaScript the same form posts to /cart/add. Returns the function that detaches it.
 */
export function enhanceAddToCart(root: HTMLElement, options: Options): () => void {
  const form = root.querySelector('form');
  const status = root.querySelector('[role="status"]');
  if (!form) return () => undefined;
  const countNow = () => readCartCount(options.cookies()) + pendingAdds.now();

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(form);
    const productId = numberIn(data, 'productId');
    const quantity = numberIn(data, 'quantity');
    const added = Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
    pendingAdds.change(added);
    options.bus.emit('shop:cart-changed', { count: countNow() });
    if (status) status.textContent = 'Added to your cart.';
    const answer = await callCart(options, 'POST', '/api/shop/cart/lines', { productId, quantity });
    pendingAdds.change(-added);
    if ('cart' in answer) {
      options.bus.emit('shop:cart-changed', {
        count: answer.cart.count + pendingAdds.now(),
        subtotal: answer.cart.subtotal,
      });
      return;
    }
    // Refused: the server's count (its cookie did not change) is the truth again.
    options.bus.emit('shop:cart-changed', { count: countNow() });
    if (status) status.textContent = '';
    // A refused add is an error the visitor must read before going on: the generic modal (spec 2.5, issue 15), where
    // a side-cart quantity change that is refused only rolls back under the visitor's eyes and says why in a toast.
    options.bus.emit('popups:modal-open', { title: 'Not added to your cart', text: answer.refused });
  };
  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
