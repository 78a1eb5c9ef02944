import { useEffect, useState } from 'react';
import { useBusEvent } from '@site/platform-kit/island';
import type { EventBus, LayerStack } from '@site/shared-contracts/platform';
import { couponInfo, expireStale, findCoupons, isLiveMasked, unmask, type CouponInfo } from './coupon-buttons';
import { copiedToastMessage, CouponModal } from './coupon-modal';
import { detailsToggleOf, toggleDetails } from './offer-details';
import { revealTargets, revealUrl, safeDestination, withoutRevealParams } from './reveal-url';

/** What the island does to the window: the real one in the browser, a recording one in tests. */
export type CouponWindow = {
  href(): string;
  now(): number;
  /** Change the address without a new history entry or a load. */
  replaceAddress(href: string): void;
  /** Open a new window; false when the browser refused (a popup blocker). */
  openWindow(href: string): boolean;
  navigate(href: string): void;
};

const realWindow: CouponWindow = {
  href: () => window.location.href,
  now: () => Date.now(),
  replaceAddress: (href) => window.history.replaceState(window.history.state, '', href),
  openWindow: (href) => {
    const opened = window.open(href, '_blank');
    // The new window is ours, the old one goes to the merchant: neither gets a handle on the other.
    if (opened) opened.opener = null;
    return opened !== null;
  },
  navigate: (href) => window.location.assign(href),
};

/**
 * The coupons island (spec 4.3, 2.4), on pages that show offers. The shell mounts it when a masked coupon or an
 * offer's details toggle is pressed (`shop:coupon-reveal`, `shop:offer-details`), or once idle when the page's
 * address asks to reveal a coupon (the loader reads it: `data-mount-query`). On mount, coupons past their end are shown expired, and the coupon the address names
 * (codetext, which wins, else codeid) is unmasked and revealed in the modal. A masked coupon's press cleans the address,
 * opens the page again in a new window to reveal it there, and sends this window to the merchant through the
 * server's /go/:id (never a URL read from the page); should the browser refuse the window, this one reveals it
 * instead. Unmasked coupons are no links and no triggers: a click does nothing.
 */
export function Coupons({ bus, layers, win = realWindow }: { bus: EventBus; layers: LayerStack; win?: CouponWindow }) {
  const [revealed, setRevealed] = useState<CouponInfo | null>(null);

  useEffect(() => {
    expireStale(document, win.now());
    const targets = revealTargets(new URL(win.href()).search);
    const buttons = targets.map((target) => findCoupons(document, target)).find((found) => found.length > 0) ?? [];
    buttons.forEach(unmask);
    if (buttons[0]) setRevealed(couponInfo(buttons[0]));
  }, [win]);

  useBusEvent(bus, 'shop:coupon-reveal', (coupon) => {
    const button = findCoupons(document, { by: 'codeid', value: coupon.codeid }).find((b) =>
      isLiveMasked(b, win.now()),
    );
    const dest = button && safeDestination(coupon.codeid, button.dataset.dest);
    // Expired since the page was rendered, or not a coupon of this page: show what is true now, go nowhere.
    if (!dest) return expireStale(document, win.now());
    win.replaceAddress(withoutRevealParams(win.href()));
    const reveal = revealUrl(win.href(), coupon);
    if (win.openWindow(reveal)) win.navigate(dest);
    else win.navigate(reveal);
  });

  useBusEvent(bus, 'shop:offer-details', ({ offerId }) => {
    const toggle = document.querySelector<HTMLElement>(`.shop-offer__toggle[aria-controls="offer-${offerId}-details"]`);
    if (toggle) toggleDetails(toggle);
  });

  // A toggle is a link with role=button: Space presses it, as it would a button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const toggle = event.key === ' ' ? detailsToggleOf(event.target instanceof Element ? event.target : null) : null;
      if (!toggle) return;
      event.preventDefault();
      toggleDetails(toggle);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A copied code raises mf-popups' toast (issue 15); the bus wakes the popup host only then.
  const onCopied = (code: string) => void bus.emit('popups:toast', { message: copiedToastMessage(code) });
  return (
    revealed && <CouponModal coupon={revealed} layers={layers} onClose={() => setRevealed(null)} onCopied={onCopied} />
  );
}
