import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useBusEvent } from '@site/platform-kit/island';
import type { IslandProps } from '@site/shared-contracts/platform';
import { createSideCartStore } from './side-cart-store';

type Props = Pick<IslandProps, 'bus' | 'csrfToken'> & { fetchImpl?: typeof fetch };

/** The slide-in side cart (spec 2.4): opens on 'shop:cart-open', a modal dialog while open. */
export function SideCart({ bus, csrfToken, fetchImpl }: Props) {
  const [store] = useState(() => createSideCartStore({ fetch: fetchImpl ?? ((...args) => fetch(...args)), csrfToken }));
  const { open, loading, error, cart, hide, remove } = useStore(store);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Subscribed before the mount resolves, so the event that mounted this island (data-mount="event") is seen.
  useBusEvent(bus, 'shop:cart-open', () => {
    // Remember the trigger so focus goes back there on close.
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    void store.getState().show();
  });

  useEffect(() => {
    if (open) dialogRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);

  if (!open) return null;

  const onRemove = async (productId: number) => {
    const next = await remove(productId);
    if (next) bus.emit('shop:cart-changed', { count: next.count, subtotal: next.subtotal });
  };

  return (
    <>
      <div className="shop-side-cart__backdrop" data-testid="shop-side-cart-backdrop" onClick={hide} />
      <div
        ref={dialogRef}
        className="shop-side-cart"
        role="dialog"
        aria-modal="true"
        aria-labelledby="shop-side-cart-title"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        <div className="shop-side-cart__header">
          <h2 id="shop-side-cart-title">Your cart</h2>
          <button type="button" className="shop-side-cart__close" aria-label="Close cart" onClick={hide}>
            ×
          </button>
        </div>
        {loading && <p aria-live="polite">Loading…</p>}
        {error && <p role="alert">{error}</p>}
        {cart && cart.lines.length === 0 && <p>Your cart is currently empty.</p>}
        {cart && cart.lines.length > 0 && (
          <>
            <ul className="shop-side-cart__lines">
              {cart.lines.map((line) => (
                <li key={line.productId} className="shop-side-cart__line">
                  <img src={line.imageUrl} alt="" width={48} height={48} />
                  <span>
                    <a href={`/product/${line.slug}`}>{line.title}</a>
                    <br />
                    {line.quantity} × {line.unitPrice}
                  </span>
                  <button
                    type="button"
                    className="shop-button"
                    aria-label={`Remove ${line.title}`}
                    onClick={() => void onRemove(line.productId)}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <p>
              Subtotal: <strong>{cart.subtotal}</strong>
            </p>
          </>
        )}
        <a className="shop-button shop-button--primary" href="/cart">
          View cart
        </a>
      </div>
    </>
  );
}
