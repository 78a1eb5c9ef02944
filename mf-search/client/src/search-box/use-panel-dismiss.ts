import { useEffect, type RefObject } from 'react';
import { HIDE_ON_SCROLL_PX } from '@site/shared-contracts/search';

/**
 * Spec 4.1 hiding: a pointer press outside the form hides the panel (the page overlay is outside
 * too, so clicking it hides it); with hideonscroll, scrolling the page more than 100 px past the
 * top of the panel hides it.
 */
export function usePanelDismiss(
  form: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  hideOnScroll: boolean,
  hide: () => void,
) {
  // Always listening, not only while open: a click elsewhere while a search runs means its answers
  // must not open the panel afterwards.
  useEffect(() => {
    const doc = form.current?.ownerDocument ?? document;
    const outside = (event: Event) => {
      if (!form.current?.contains(event.target as Node)) hide();
    };
    doc.addEventListener('pointerdown', outside);
    return () => doc.removeEventListener('pointerdown', outside);
  }, [form, hide]);

  useEffect(() => {
    if (!open || !hideOnScroll) return;
    const win = form.current?.ownerDocument.defaultView ?? window;
    const scrolled = () => {
      const top = panel.current?.getBoundingClientRect().top;
      if (top !== undefined && top < -HIDE_ON_SCROLL_PX) hide();
    };
    win.addEventListener('scroll', scrolled, { passive: true });
    return () => win.removeEventListener('scroll', scrolled);
  }, [form, panel, open, hideOnScroll, hide]);
}
