import { trapTab } from '@site/platform-kit/dialog';

/** Narrow screens, where the sidebar is a panel (spec 9: the mobile layout ends at 1023 px). */
export const NARROW_QUERY = '(max-width: 1023px)';

/**
 * The archive's filter sidebar as a slide-in panel on narrow screens (spec 2.4 "Mobile sidebar (shop
 * filters)"): opened from the toolbar's trigger, a modal dialog while open (focus moved to its close button,
 * Tab kept inside), closed by the overlay, the close button and Escape, focus back on the trigger. The server
 * markup is the no-JavaScript form; this only adds behaviour and attributes, and takes them away on close.
 */
export function createFilterSidebar(root: HTMLElement, narrow: MediaQueryList) {
  const doc = root.ownerDocument;
  const panel = root.querySelector<HTMLElement>('.shop-filters__panel');
  const closers = root.querySelectorAll<HTMLElement>('.shop-filters__close, .shop-filters__overlay');
  const trigger = doc.querySelector<HTMLElement>('[aria-controls="shop-filters"]');
  let opener: HTMLElement | null = null;

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (panel) trapTab(panel, event);
  };

  function open(): void {
    if (!panel || !narrow.matches || root.classList.contains('shop-filters--open')) return;
    opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : trigger;
    root.classList.add('shop-filters--open');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'shop-filters-title');
    trigger?.setAttribute('aria-expanded', 'true');
    doc.documentElement.classList.add('shop-filters-locked');
    doc.addEventListener('keydown', onKey);
    root.querySelector<HTMLElement>('.shop-filters__close')?.focus();
  }

  function close(): void {
    if (!root.classList.contains('shop-filters--open')) return;
    root.classList.remove('shop-filters--open');
    for (const name of ['role', 'aria-modal', 'aria-labelledby']) panel?.removeAttribute(name);
    trigger?.setAttribute('aria-expanded', 'false');
    doc.documentElement.classList.remove('shop-filters-locked');
    doc.removeEventListener('keydown', onKey);
    if (opener?.isConnected) opener.focus();
    opener = null;
  }

  // The close button and the overlay are links to the results (their no-JavaScript way out).
  const onCloser = (event: Event) => {
    if (!root.classList.contains('shop-filters--open')) return;
    event.preventDefault();
    close();
  };
  // Widened past the breakpoint while open: the sidebar is a column again, not a dialog.
  const onWidth = () => {
    if (!narrow.matches) close();
  };
  closers.forEach((element) => element.addEventListener('click', onCloser));
  narrow.addEventListener('change', onWidth);
  trigger?.setAttribute('aria-expanded', 'false');

  return {
    open,
    close,
    destroy() {
      close();
      closers.forEach((element) => element.removeEventListener('click', onCloser));
      narrow.removeEventListener('change', onWidth);
      trigger?.removeAttribute('aria-expanded');
    },
  };
}
