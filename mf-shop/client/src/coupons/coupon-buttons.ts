import type { ShopCouponKind } from '@site/shared-contracts/shop';
import { safeDestination, type RevealTarget } from './reveal-url';

/**
 * The server renders every coupon button (mf-shop/server/src/views/offers.ts) with spec 3.6's data attributes
 * and its kind in `data-kind`; this module reads and changes those buttons, with DOM calls only (no HTML
 * strings: the page requires Trusted Types).
 */

/** What the reveal modal shows of a coupon, read from its button and its offer card. */
export type CouponInfo = {
  id: string;
  code: string;
  title: string;
  merchant: string;
  terms: string;
  expiry: string;
  expired: boolean;
  /** The merchant's link, this site's /go/:id; null when the button's id is not an offer id. */
  dest: string | null;
};

const BUTTON = '.shop-coupon[data-kind]';

const kindOf = (button: HTMLElement) => button.dataset.kind as ShopCouponKind | undefined;

/** Every coupon button of the page. */
export const couponButtons = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(BUTTON)];

/**
 * The buttons a page address names (spec 4.3), never by a selector: by `data-codeid`, or by the text handle.
 * Spec 3.6's `data-codetext` is the handle of a coupon that has no id of its own (a code written into a post);
 * every coupon this shop renders is a stored offer named by its id, so its `data-codetext` is empty (kept: the
 * attribute is part of the button's contract). A `codetext` address therefore also finds the button whose code
 * is that text: the spec's handle is the coupon's text, and naming a code one already knows reveals nothing new.
 */
export function findCoupons(root: ParentNode, target: RevealTarget): HTMLElement[] {
  return couponButtons(root).filter(({ dataset }) =>
    target.by === 'codetext'
      ? dataset.codetext === target.value || (!dataset.codetext && dataset.clipboardText === target.value)
      : dataset.codeid === target.value,
  );
}

/** Masked, not revealed, and not past its end (`data-expires`, for a page cached before it): a click reveals. */
export function isLiveMasked(button: HTMLElement, now: number): boolean {
  if (kindOf(button) !== 'masked' || button.dataset.revealed !== undefined) return false;
  const expires = button.dataset.expires ? Date.parse(button.dataset.expires) : NaN;
  return !(now >= expires);
}

/** Give a button the code instead of its label, as the server renders an unmasked one. */
function showCode(button: HTMLElement, kind: ShopCouponKind, mark: boolean): void {
  const code = document.createElement('code');
  code.className = 'shop-coupon__code';
  code.textContent = button.dataset.clipboardText ?? '';
  const parts: Node[] = [code];
  if (mark) {
    const expired = document.createElement('span');
    expired.className = 'shop-coupon__expired';
    expired.textContent = 'Expired';
    parts.push(document.createTextNode(' '), expired);
  }
  // A link and a trigger no more: clicking an unmasked coupon does nothing (spec 4.3).
  for (const name of ['href', 'data-bus-event', 'data-bus-payload']) button.removeAttribute(name);
  button.className = `shop-coupon shop-coupon--${kind}`;
  button.dataset.kind = kind;
  button.replaceChildren(...parts);
}

/** Spec 4.3: the button of the coupon the page was opened for becomes an unmasked button showing the code. */
export function unmask(button: HTMLElement): void {
  if (kindOf(button) !== 'masked') return;
  button.dataset.revealed = '';
  showCode(button, 'plain', false);
}

/** Masked coupons whose end has passed since the page was rendered: shown unmasked, marked Expired. */
export function expireStale(root: ParentNode, now: number): void {
  for (const button of couponButtons(root)) {
    if (kindOf(button) === 'masked' && button.dataset.revealed === undefined && !isLiveMasked(button, now)) {
      showCode(button, 'masked_expired', true);
    }
  }
}

const text = (card: Element | null, selector: string) => card?.querySelector(selector)?.textContent?.trim() ?? '';

/** The modal's facts: the code from the button, the rest from its offer card. */
export function couponInfo(button: HTMLElement): CouponInfo {
  const card = button.closest('.shop-offer');
  return {
    id: button.dataset.codeid ?? '',
    code: button.dataset.clipboardText ?? '',
    title: text(card, '.shop-offer__title'),
    merchant: text(card, '.shop-offer__merchant'),
    terms: text(card, '.shop-offer__terms'),
    expiry: text(card, '.shop-offer__expiry'),
    expired: kindOf(button) === 'masked_expired' || card?.classList.contains('shop-offer--expired') === true,
    dest: safeDestination(button.dataset.codeid ?? '', button.dataset.dest),
  };
}
