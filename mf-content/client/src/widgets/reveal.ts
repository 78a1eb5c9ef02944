/**
 * Bars and radial ratings run from 0 to their value once they are in view (spec 4.5, 9: 1500 ms, the CSS
 * transition). The server drew them at their value; the island holds them at 0 (`--waiting`) until its own
 * observer sees them, then lets the transition run (`--running`). Reduced motion: they stay as drawn.
 */
export function startReveal(element: HTMLElement): () => void {
  const view = element.ownerDocument.defaultView ?? window;
  if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in view)) {
    return () => undefined;
  }
  const base = element.classList.contains('content-radial') ? 'content-radial' : 'content-bars';
  element.classList.add(`${base}--waiting`);
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      element.classList.add(`${base}--running`);
      // Two frames: the 0 state is painted first, so the transition has somewhere to start from.
      view.requestAnimationFrame(() => view.requestAnimationFrame(() => element.classList.remove(`${base}--waiting`)));
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    element.classList.remove(`${base}--waiting`, `${base}--running`);
  };
}
