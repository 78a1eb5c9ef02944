import { OFFER_DETAILS_SCROLL_OFFSET_PX } from '@site/shared-contracts/shop';

const TOGGLE = '.shop-offer__toggle[aria-controls]';

/** The details toggle an element belongs to, if any. */
export const detailsToggleOf = (element: Element | null): HTMLElement | null =>
  element?.closest<HTMLElement>(TOGGLE) ?? null;

/**
 * Spec 2.4: show or hide an offer's details; on showing, scroll them into view 50 px below the top of the
 * window (smoothly, unless the visitor asks for reduced motion).
 */
export function toggleDetails(toggle: HTMLElement): void {
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!details) return;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  details.hidden = !open;
  const label = toggle.querySelector('.shop-offer__toggle-label');
  if (label) label.textContent = open ? 'Hide details' : 'Show details';
  if (!open) return;
  const top = details.getBoundingClientRect().top + window.scrollY - OFFER_DETAILS_SCROLL_OFFSET_PX;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}
