import type { EventMessage } from '@site/shared-contracts/platform';

export type ToastRequest = EventMessage<'popups:toast'>;

/**
 * Toasts raised by the cart's real events (issue 15): mf-shop emits `shop:cart-changed` first optimistically
 * (no subtotal) when an add is sent, then with the server's subtotal when it is answered. An answered change
 * whose count reaches the optimistic one is a confirmed add; a refusal rolls the count back (and mf-shop raises
 * its own error toast), so it raises none here.
 */
export function cartToasts(toast: (t: ToastRequest) => void): (change: EventMessage<'shop:cart-changed'>) => void {
  let lastConfirmed: number | null = null;
  let awaiting: number | null = null;
  return ({ count, subtotal }) => {
    if (subtotal === undefined) {
      if (lastConfirmed === null || count > lastConfirmed) awaiting = count;
      else awaiting = null;
      return;
    }
    if (awaiting !== null && count >= awaiting) {
      toast({ message: `Added to your cart. Subtotal: ${subtotal}`, type: 'success' });
    }
    awaiting = null;
    lastConfirmed = count;
  };
}
