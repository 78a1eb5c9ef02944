/** The class on <html> while a layer locks scroll; the rule lives with the shell's CSS (`site.css`). */
export const SCROLL_LOCK_CLASS = 'shell-scroll-locked';
/** The scrollbar's width while locked, which the same rule adds as padding so nothing moves sideways. */
export const SCROLLBAR_WIDTH_PROPERTY = '--shell-scrollbar-width';

export type ScrollLock = { set(locked: boolean): void };

/**
 * The page's scroll lock, one for all layers: the stack sets it while any open layer asks for it, so closing
 * one of two modal layers keeps the page still. The scrollbar is measured before it goes away.
 */
export function createScrollLock(win: Window): ScrollLock {
  const root = win.document.documentElement;
  let locked = false;
  return {
    set(next) {
      if (next === locked) return;
      locked = next;
      if (next) {
        const scrollbar = Math.max(0, win.innerWidth - root.clientWidth);
        if (scrollbar > 0) root.style.setProperty(SCROLLBAR_WIDTH_PROPERTY, `${scrollbar}px`);
        root.classList.add(SCROLL_LOCK_CLASS);
      } else {
        root.classList.remove(SCROLL_LOCK_CLASS);
        root.style.removeProperty(SCROLLBAR_WIDTH_PROPERTY);
      }
    },
  };
}
