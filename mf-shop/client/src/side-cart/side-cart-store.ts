// From 'zustand' itself, the singleton the shell shares, not 'zustand/vanilla' (which the remote would bundle).
import { createStore } from 'zustand';
import type { EventBus } from '@site/shared-contracts/platform';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { callCart, type CartClient } from '../cart-api/cart-api';
import { cartWithChanges, type CartChange } from './cart-view';

export type SideCartState = {
  open: boolean;
  loading: boolean;
  error: string | null;
  /** The server's last answer. */
  cart: ShopCartResponse | null;
  /** The visitor's changes not answered yet, sent one at a time in order. */
  changes: CartChange[];
  show(): Promise<void>;
  /** Spec 2.4: closing also empties the mini-cart contents (the dialog is gone); the next open fetches afresh. */
  hide(): void;
  change(change: CartChange): void;
};

const pathOf = (change: CartChange) => `/api/shop/cart/lines/${change.productId}`;

/**
 * One store per mounted island, so two mounts (or two tests) never share state. Changes are optimistic: shown
 * at once, sent in order, each replaced by the server's whole cart when it answers, or dropped (rolled back)
 * with a toast when it refuses; the header hears every count through `shop:cart-changed`.
 */
export function createSideCartStore(api: CartClient & { bus: EventBus }) {
  let queue: Promise<void> = Promise.resolve();
  return createStore<SideCartState>((set, get) => {
    const announce = () => {
      const { cart, changes } = get();
      if (!cart) return;
      const shown = cartWithChanges(cart, changes);
      api.bus.emit('shop:cart-changed', {
        count: shown.count,
        ...(shown.subtotal ? { subtotal: shown.subtotal } : {}),
      });
    };
    const send = async (change: CartChange) => {
      const answer =
        change.kind === 'remove'
          ? await callCart(api, 'DELETE', pathOf(change))
          : await callCart(api, 'PATCH', pathOf(change), { quantity: change.quantity });
      const rest = get().changes.filter((c) => c !== change);
      if ('cart' in answer) set({ cart: answer.cart, changes: rest });
      else {
        set({ changes: rest });
        const what = change.kind === 'remove' ? 'was not removed' : 'was not changed';
        api.bus.emit('popups:toast', { message: `${change.title} ${what}: ${answer.refused}`, type: 'error' });
      }
      announce();
    };
    return {
      open: false,
      loading: false,
      error: null,
      cart: null,
      changes: [],
      async show() {
        set({ open: true, loading: true, error: null });
        // Changes still on their way are answered first, so the list is never older than what was shown.
        await queue;
        const answer = await callCart(api, 'GET', '/api/shop/cart');
        if (!get().open) return;
        if ('cart' in answer) {
          set({ cart: answer.cart, loading: false });
          // The header may have shown an older count (another tab changed the cart): it hears the server's.
          announce();
        } else set({ loading: false, error: 'The cart could not be loaded. Please try again.' });
      },
      hide() {
        // The dialog shows nothing once closed; what is held stays for changes still on their way.
        set({ open: false, loading: false, error: null });
      },
      change(change) {
        if (!get().cart) return;
        set({ changes: [...get().changes, change] });
        announce();
        queue = queue.then(() => send(change));
      },
    };
  });
}
export type SideCartStore = ReturnType<typeof createSideCartStore>;
