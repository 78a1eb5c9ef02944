import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useDialogFocus, useLayer } from '@site/platform-kit/dialog';
import { useBusEvent } from '@site/platform-kit/island';
import type { IslandProps, LayerStack } from '@site/shared-contracts/platform';
import { cartWithChanges } from './cart-view';
import { SideCartLine } from './side-cart-line';
import { createSideCartStore, type SideCartStore } from './side-cart-store';

type Props = Pick<IslandProps, 'bus' | 'csrfToken' | 'layers'> & { fetchImpl?: typeof fetch };

/** The side cart's id on the page's layer stack. */
export const SIDE_CART_LAYER = 'shop:side-cart';

function Dialog({ store, layers }: { store: SideCartStore; layers: LayerStack }) {
  const { loading, error, cart, changes, hide, change } = useStore(store);
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // A modal layer with a history entry below 1024 px: the phone's Back closes the cart instead of leaving the
  // page. The stack takes Escape (only while the cart is on top) and gives focus back to the trigger.
  const layer = useLayer(layers, { id: SIDE_CART_LAYER, ref: layerRef, modal: true, history: true, onDismiss: hide });
  // Focus in on open, Tab kept inside while on top (the kit's one way).
  useDialogFocus(dialogRef, layer);
  const shown = cart && !loading ? cartWithChanges(cart, changes) : null;
  return (
    // The layer's root holds the backdrop and the panel, both fixed: it has no box of its own.
    <div ref={layerRef} className="shop-side-cart__layer">
      <div
        className="shop-side-cart__backdrop"
        data-testid="shop-side-cart-backdrop"
        onClick={() => layer.current?.dismiss('overlay')}
      />
      <div
        ref={dialogRef}
        className="shop-side-cart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="shop-side-cart-title"
        tabIndex={-1}
      >
        <div className="shop-side-cart__header">
          <h2 id="shop-side-cart-title">Your cart</h2>
          <button type="button" className="shop-side-cart__close" aria-label="Close cart" onClick={hide}>
            ×
          </button>
        </div>
        {loading && <p aria-live="polite">Loading…</p>}
        {error && <p role="alert">{error}</p>}
        {shown && shown.lines.length === 0 && <p>Your cart is currently empty.</p>}
        {shown && shown.lines.length > 0 && (
          <>
            <ul className="shop-side-cart__lines">
              {shown.lines.map((line) => (
                <SideCartLine key={line.productId} line={line} onChange={change} />
              ))}
            </ul>
            <p className="shop-side-cart__subtotal" aria-live="polite" aria-busy={shown.subtotal === null}>
              Subtotal ({shown.count} {shown.count === 1 ? 'item' : 'items'}):{' '}
              <strong>{shown.subtotal ?? 'updating…'}</strong>
            </p>
          </>
        )}
        <a className="shop-button shop-button--primary" href="/cart">
          View cart
        </a>
      </div>
    </div>
  );
}

/** The slide-in side cart (spec 2.4): opens on `shop:cart-open`, a modal layer of the page while open. */
export function SideCart({ bus, csrfToken, layers, fetchImpl }: Props) {
  const [store] = useState(() =>
    createSideCartStore({ fetch: fetchImpl ?? ((...args) => fetch(...args)), csrfToken, bus }),
  );
  const open = useStore(store, (state) => state.open);
  // Subscribed before the mount resolves, so the event that mounted this island (data-mount="event") is seen.
  useBusEvent(bus, 'shop:cart-open', () => void store.getState().show());
  return open ? <Dialog store={store} layers={layers} /> : null;
}
