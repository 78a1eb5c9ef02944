import { useState } from 'react';
import { CART_LINE_MAX_QUANTITY } from '@site/shared-contracts/shop';
import type { CartChange, ShownLine } from './cart-view';

type Props = { line: ShownLine; onChange: (change: CartChange) => void };

/**
 * One line of the side cart: − and + buttons, a quantity field (applied on Enter or when it loses focus) and
 * remove. The field is not checked here: the server decides, and a refused value rolls back with its reason.
 */
export function SideCartLine({ line, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const { productId, title, quantity } = line;
  const setQuantity = (next: number) => onChange({ kind: 'quantity', productId, title, quantity: next });
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = Number(draft);
    if (draft.trim() !== '' && next !== quantity) setQuantity(next);
  };
  return (
    <li className="shop-side-cart__line">
      <img src={line.imageUrl} alt="" width={48} height={48} />
      <div className="shop-side-cart__item">
        <a href={`/product/${line.slug}`}>{title}</a>
        <span className="shop-side-cart__price">
          {line.unitPrice} each · <span aria-busy={line.lineTotal === null}>{line.lineTotal ?? 'updating…'}</span>
        </span>
        <span className="shop-side-cart__stepper">
          <button
            type="button"
            className="shop-side-cart__step"
            aria-label={`One fewer ${title}`}
            disabled={quantity <= 1}
            onClick={() => setQuantity(quantity - 1)}
          >
            −
          </button>
          <input
            className="shop-side-cart__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={CART_LINE_MAX_QUANTITY}
            aria-label={`Quantity of ${title}`}
            value={draft ?? String(quantity)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
          <button
            type="button"
            className="shop-side-cart__step"
            aria-label={`One more ${title}`}
            onClick={() => setQuantity(quantity + 1)}
          >
            +
          </button>
        </span>
      </div>
      <button
        type="button"
        className="shop-side-cart__remove"
        aria-label={`Remove ${title}`}
        onClick={() => onChange({ kind: 'remove', productId, title })}
      >
        ×
      </button>
    </li>
  );
}
