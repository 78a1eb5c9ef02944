/** Spec 9: scroll listeners are throttled at 250 ms. */
export const SCROLL_THROTTLE_MS = 250;

/**
 * One passive scroll listener for every scroll-driven part of the post page, run at most once per 250 ms: at the
 * first scroll, then with the position after the last scroll of each window (so the final position is never
 * missed). `onScroll` gets window.scrollY. Returns the stop function.
 */
export function watchScroll(view: Window, onScroll: (y: number) => void, wait = SCROLL_THROTTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const run = () => onScroll(view.scrollY);
  const release = () => {
    timer = undefined;
    if (pending) {
      pending = false;
      run();
      timer = setTimeout(release, wait);
    }
  };
  const listener = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    run();
    timer = setTimeout(release, wait);
  };
  view.addEventListener('scroll', listener, { passive: true });
  run();
  return () => {
    view.removeEventListener('scroll', listener);
    if (timer !== undefined) clearTimeout(timer);
  };
}
