// From 'zustand' itself, the singleton the shell shares, not 'zustand/vanilla' (which the remote would bundle).
import { createStore } from 'zustand';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { shopCartResponseSchema } from '@site/shared-contracts/shop';

export type SideCartState = {
  open: boolean;
  loading: boolean;
  error: string | null;
  cart: ShopCartResponse | null;
  show(): Promise<void>;
  /** Spec 2.4: closing also empties the mini-cart contents; the next open fetches afresh. */
  hide(): void;
  remove(productId: number): Promise<ShopCartResponse | null>;
};

export type CartApi = { fetch: typeof fetch; csrfToken: string };

async function readJson(response: Response): Promise<ShopCartResponse> {
  if (!response.ok) throw new Error(`cart request failed (${response.status})`);
  return shopCartResponseSchema.parse(await response.json());
}

/** One store per mounted island, so two mounts (or two tests) never share state. */
export function createSideCartStore(api: CartApi) {
  return createStore<SideCartState>((set, get) => ({
    open: false,
    loading: false,
    error: null,
    cart: null,
    async show() {
      set({ open: true, loading: true, error: null });
      try {
        const cart = await readJson(
          await api.fetch('/api/shop/cart', { headers: { accept: 'application/json' }, credentials: 'same-origin' }),
        );
        if (get().open) set({ cart, loading: false });
      } catch {
        set({ loading: false, error: 'The cart could not be loaded. Please try again.' });
      }
    },
    hide() {
      set({ open: false, loading: false, error: null, cart: null });
    },
    async remove(productId) {
      try {
        const cart = await readJson(
          await api.fetch(`/api/shop/cart/lines/${productId}`, {
            method: 'DELETE',
            headers: { accept: 'application/json', 'x-csrf-token': api.csrfToken },
            credentials: 'same-origin',
          }),
        );
        set({ cart, error: null });
        return cart;
      } catch {
        set({ error: 'The item could not be removed. Please try again.' });
        return null;
      }
    },
  }));
}
export type SideCartStore = ReturnType<typeof createSideCartStore>;
