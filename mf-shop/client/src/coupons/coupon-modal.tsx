import { useRef, useState } from 'react';
import { useDialogFocus, useLayer } from '@site/platform-kit/dialog';
import type { LayerStack } from '@site/shared-contracts/platform';
import { copyText } from './copy-text';
import type { CouponInfo } from './coupon-buttons';

type CopyState = 'idle' | 'copied' | 'failed';

const STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Code copied to the clipboard',
  failed: 'Could not copy: select the code and copy it',
};

/** The modal's id on the page's layer stack. */
export const COUPON_LAYER = 'shop:coupon-modal';

/** The toast a copied code raises (issue 15), in spec 9's defaults (info, 4000 ms): the code, cut to fit. */
export const copiedToastMessage = (code: string): string =>
  `Coupon code ${code.length > 80 ? `${code.slice(0, 80)}…` : code} copied to the clipboard`;

/**
 * Spec 2.5's coupon reveal modal (max width 650, `data-couponid`): the code in a read-only field with a copy
 * button (a "Copied" state, announced by a status region inside the dialog, which screen readers hear even where
 * they ignore what lies outside an aria-modal dialog), the merchant, the expiry and the terms, and the merchant's
 * link through /go/:id in a new tab. A modal layer of the page's stack (`layers`): the page behind is inert and
 * does not scroll (spec 2.5), Escape and its backdrop close it only while it is the topmost modal layer (an auth
 * dialog opened over it closes alone), focus returns to what opened it. `onCopied` hears of every copy of the
 * code, by the button or by the visitor's own copy of the selected field (the island raises a toast).
 */
export function CouponModal({
  coupon,
  layers,
  onClose,
  onCopied,
}: {
  coupon: CouponInfo;
  layers: LayerStack;
  onClose: () => void;
  onCopied?: (code: string) => void;
}) {
  const backdrop = useRef<HTMLDivElement>(null);
  const ref = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Fixed ids: one modal at a time, and useId's ids repeat across the page's separate React roots (islands).
  const titleId = 'shop-coupon-modal-title';
  const codeId = 'shop-coupon-modal-code';
  const [copy, setCopy] = useState<CopyState>('idle');
  // Before the focus hook, so the layer's opener is what had focus before the code field took it.
  const layer = useLayer(layers, { id: COUPON_LAYER, ref: backdrop, modal: true, onDismiss: onClose });
  useDialogFocus(ref, layer);

  // The button's fallback copies the selected field, which fires the field's own copy event: heard once.
  const copying = useRef(false);
  const onCopy = async () => {
    copying.current = true;
    const copied = await copyText(coupon.code, field.current);
    copying.current = false;
    setCopy(copied ? 'copied' : 'failed');
    if (copied) onCopied?.(coupon.code);
  };

  return (
    <div
      ref={backdrop}
      className="shop-coupon-modal__backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && layer.current?.dismiss('overlay')}
    >
      <div
        ref={ref}
        className="shop-coupon-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-couponid={coupon.id}
        tabIndex={-1}
      >
        <button type="button" className="shop-coupon-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="shop-coupon-modal__title">
          {coupon.title || 'Your coupon code'}
        </h2>
        {coupon.merchant && <p className="shop-coupon-modal__merchant">{coupon.merchant}</p>}
        <label htmlFor={codeId} className="shop-coupon-modal__label">
          Coupon code{coupon.expired && <span className="shop-coupon__expired"> Expired</span>}
        </label>
        <div className="shop-coupon-modal__code">
          <input
            ref={field}
            id={codeId}
            className="shop-coupon-modal__field"
            readOnly
            value={coupon.code}
            onFocus={(e) => e.currentTarget.select()}
            onCopy={() => copying.current || onCopied?.(coupon.code)}
          />
          <button type="button" className="shop-button shop-button--primary" onClick={() => void onCopy()}>
            {copy === 'copied' ? 'Copied' : 'Copy code'}
          </button>
        </div>
        <p className="shop-coupon-modal__status" role="status">
          {STATUS[copy]}
        </p>
        {coupon.expiry && <p className="shop-coupon-modal__expiry">{coupon.expiry}</p>}
        {coupon.terms && <p className="shop-coupon-modal__terms">{coupon.terms}</p>}
        {coupon.dest && (
          <a className="shop-coupon-modal__go" href={coupon.dest} target="_blank" rel="nofollow sponsored noopener">
            Go to {coupon.merchant || 'the shop'}
            <span className="site-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}
