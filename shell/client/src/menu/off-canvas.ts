import { trapTab } from '@site/platform-kit/dialog';
import { drillDown } from './drill-down';

/** Spec 9: the mobile menu and its overlay are hidden above 1023 px. */
export const NARROW_QUERY = '(max-width: 1023px)';

export type OffCanvas = {
  open(opener?: HTMLElement | null): void;
  close(): void;
  toggle(opener?: HTMLElement | null): void;
  destroy(): void;
};

/**
 * The mobile off-canvas menu (spec 2.4) as a modal dialog: the page behind is inert (its overlay is a real
 * element that takes the click, so nothing under it is hit) and does not scroll, focus moves to the close
 * button, Tab stays inside, and closing (close button, overlay, Escape, the `shell:off-canvas` link action,
 * the window growing past 1023 px) closes every open submenu too, gives focus back to the opener and tells
 * the bus (`shell:off-canvas-closed`) so the mobile shop-filter sidebar closes as well.
 */
export function createOffCanvas(root: HTMLElement, narrow: MediaQueryList, onClosed: () => void): OffCanvas {
  const doc = root.ownerDocument;
  const panel = root.querySelector<HTMLElement>('.site-offcanvas__panel');
  const drill = drillDown(root);
  const burgers = () => doc.querySelectorAll<HTMLElement>(`[aria-controls="${root.id}"]`);
  let opener: HTMLElement | null = null;
  let inerted: HTMLElement[] = [];

  const isOpen = () => root.classList.contains('site-offcanvas--open');
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!drill.back()) close();
    } else if (panel) trapTab(panel, event);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('.site-offcanvas__overlay, .site-offcanvas__close')) {
      event.preventDefault();
      close();
    }
  };
  const onCloseKey = (event: KeyboardEvent) => {
    // The close control is a link (it works without JavaScript) with a button's role: Space presses it too.
    if (event.key === ' ' && (event.target as Element).closest('.site-offcanvas__close')) {
      event.preventDefault();
      close();
    }
  };
  const onWiden = (event: MediaQueryListEvent) => {
    if (!event.matches) close();
  };

  function open(from: HTMLElement | null = null): void {
    if (!panel || isOpen() || !narrow.matches) return;
    opener = from ?? (doc.activeElement instanceof HTMLElement ? doc.activeElement : null);
    root.classList.add('site-offcanvas--open');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    inerted = [...doc.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== root && !element.inert,
    );
    for (const element of inerted) element.inert = true;
    doc.documentElement.classList.add('site-offcanvas-locked');
    burgers().forEach((burger) => burger.setAttribute('aria-expanded', 'true'));
    doc.addEventListener('keydown', onKey);
    root.querySelector<HTMLElement>('.site-offcanvas__close')?.focus();
  }

  function close(): void {
    if (!isOpen()) return;
    drill.closeAll();
    root.classList.remove('site-offcanvas--open');
    panel?.removeAttribute('role');
    panel?.removeAttribute('aria-modal');
    for (const element of inerted) element.inert = false;
    inerted = [];
    doc.documentElement.classList.remove('site-offcanvas-locked');
    burgers().forEach((burger) => burger.setAttribute('aria-expanded', 'false'));
    doc.removeEventListener('keydown', onKey);
    const back = opener && opener.isConnected && !root.contains(opener) ? opener : burgers()[0];
    back?.focus();
    opener = null;
    onClosed();
  }

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onCloseKey);
  narrow.addEventListener('change', onWiden);
  return {
    open,
    close,
    toggle: (from) => (isOpen() ? close() : open(from)),
    destroy() {
      close();
      drill.destroy();
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onCloseKey);
      narrow.removeEventListener('change', onWiden);
    },
  };
}
