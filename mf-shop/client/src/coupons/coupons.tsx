import { useEffect, useState } from 'react';
import {
  couponButtonOf,
  couponInfo,
  expireStale,
  findCoupons,
  isLiveMasked,
  unmask,
  type CouponInfo,
} from './coupon-buttons';
import { CouponModal } from './coupon-modal';
import { detailsToggleOf, toggleDetails } from './offer-details';
import { revealTarget, revealUrl, safeDestination, withoutRevealParams } from './reveal-url';

/** What the island does to the window: the real one in the browser, a recording one in tests. */
export type CouponWindow = {
  href(): string;
  now(): number;
  /** Change the address without a new history entry or a load. */
  replaceAddress(href: string): void;
  openWindow(href: string): void;
  navigate(href: string): void;
};

const realWindow: CouponWindow = {
  href: () => window.location.href,
  now: () => Date.now(),
  replaceAddress: (href) => window.history.replaceState(window.history.state, '', href),
  // No opener: the new window is ours, the old one goes to the merchant.
  openWindow: (href) => void window.open(href, '_blank', 'noopener'),
  navigate: (href) => window.location.assign(href),
};

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The coupons island (spec 4.3, 2.4), mounted on pages that show offers. On load: coupons past their end are
 * shown expired, and the coupon the address names (codetext, else codeid) is unmasked and revealed in the modal.
 * A click on a masked coupon cleans the address, opens this page again in a new window to reveal it there, and
 * sends this window to the merchant through the server's /go/:id (never a URL read from the page). A click on
 * any other coupon does nothing. Offer detail toggles show and hide their details.
 */
export function Coupons({ win = realWindow }: { win?: CouponWindow }) {
  const [revealed, setRevealed] = useState<CouponInfo | null>(null);

  useEffect(() => {
    expireStale(document, win.now());
    const target = revealTarget(new URL(win.href()).search);
    const buttons = target ? findCoupons(document, target) : [];
    buttons.forEach(unmask);
    if (buttons[0]) setRevealed(couponInfo(buttons[0]));
  }, [win]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      const toggle = detailsToggleOf(element);
      if (toggle && !modified(event)) {
        event.preventDefault();
        toggleDetails(toggle);
        return;
      }
      const button = couponButtonOf(element);
      if (!button) return;
      if (!isLiveMasked(button, win.now())) {
        // Unmasked, expired or already revealed: nothing to do (an expired one is shown as such now).
        event.preventDefault();
        expireStale(document, win.now());
        return;
      }
      // A modified click keeps the link: the offer's own page, in a new tab.
      const dest = safeDestination(button.dataset.codeid ?? '', button.dataset.dest);
      if (modified(event) || !dest) return;
      event.preventDefault();
      const coupon = { codeid: button.dataset.codeid ?? '', codetext: button.dataset.codetext ?? '' };
      win.replaceAddress(withoutRevealParams(win.href()));
      win.openWindow(revealUrl(win.href(), coupon));
      win.navigate(dest);
    };
    // A toggle is a link with role=button: Space presses it, as it would a button.
    const onKey = (event: KeyboardEvent) => {
      const toggle = event.key === ' ' ? detailsToggleOf(event.target instanceof Element ? event.target : null) : null;
      if (!toggle) return;
      event.preventDefault();
      toggleDetails(toggle);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [win]);

  return revealed && <CouponModal coupon={revealed} onClose={() => setRevealed(null)} />;
}
