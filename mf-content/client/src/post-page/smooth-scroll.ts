/** Spec 2.4, 9: links marked for scrolling land 45 px above their target, over 500 ms. */
export const SMOOTH_SCROLL_OFFSET = 45;
export const SMOOTH_SCROLL_MS = 500;

/** Where the page scrolls to: the target's top (relative to the viewport) above the offset, never above 0. */
export function scrollDestination(targetTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(scrollY + targetTop - offset));
}

/** The position `elapsed` ms into the scroll: ease in and out, exactly `to` from `duration` on. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SMOOTH_SCROLL_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}

/** The link's same-page target id, or null for a link to another page or without a fragment. */
export function sameDocumentTarget(link: HTMLAnchorElement, location: Location): string | null {
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) {
    return null;
  }
  return url.hash.length > 1 ? decodeURIComponent(url.hash.slice(1)) : null;
}

/**
 * Clicks on `a[data-content-scroll]` (its value: the offset, 45 when empty; the ToC's links say 30) scroll to
 * the target minus the offset and the sticky menu's height, over 500 ms, then put the hash in the address
 * (pushState, so the browser does not jump again) and focus the target for keyboard users. `#top` is the top of
 * the page. With reduced motion the scroll is instant. One listener on the document for every marked link.
 */
export function startSmoothScroll(doc: Document, menuHeight: () => number): () => void {
  const view = doc.defaultView ?? window;
  let frame = 0;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-content-scroll]');
    const id = link && sameDocumentTarget(link, view.location);
    const target = id && id !== 'top' ? doc.getElementById(id) : null;
    if (!link || !id || (id !== 'top' && !target)) return;
    event.preventDefault();
    const offset = (Number(link.dataset.contentScroll) || SMOOTH_SCROLL_OFFSET) + menuHeight();
    const to = target ? scrollDestination(target.getBoundingClientRect().top, view.scrollY, offset) : 0;
    view.history.pushState(view.history.state, '', `#${encodeURIComponent(id)}`);
    const land = () => {
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    view.cancelAnimationFrame(frame);
    if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      view.scrollTo(0, to);
      return land();
    }
    const from = view.scrollY;
    const start = view.performance.now();
    const step = (time: number) => {
      const elapsed = time - start;
      view.scrollTo(0, scrollPositionAt(from, to, elapsed));
      if (elapsed < SMOOTH_SCROLL_MS) frame = view.requestAnimationFrame(step);
      else land();
    };
    frame = view.requestAnimationFrame(step);
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    view.cancelAnimationFrame(frame);
  };
}
