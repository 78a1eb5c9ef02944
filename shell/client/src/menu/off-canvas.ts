import type { LayerDismissReason, LayerHandle, LayerStack } from '@site/shared-contracts/platform';
import { trapTab } from '@site/platform-kit/dialog';
import { drillDown } from './drill-down';

/** Spec 9: the mobile menu and its overlay are hidden above 1023 px. */
export const NARROW_QUERY = '(max-width: 1023px)';
/** The off-canvas menu's id on the page's layer stack. */
export const OFF_CANVAS_LAYER = 'shell:off-canvas';

export type OffCanvas = {
  open(opener?: HTMLElement | null): void;
  close(): void;
  toggle(opener?: HTMLElement | null): void;
  destroy(): void;
};

/**
 * The mobile off-canvas menu (spec 2.4) as a modal layer of the page's stack: the stack makes the page behind
 * inert (the menu's overlay is a real element that takes the click, so nothing under it is hit), locks its
 * scroll, gives it Escape (a drill-down level goes back first), lets the phone's Back close it and returns
 * focus to the opener. The menu itself moves focus to the close button and keeps Tab inside while on top.
 * Closing (close button, overlay, Escape, Back, the `shell:off-canvas` link action, the window growing past
 * 1023 px) closes every open submenu too and tells the bus (`shell:off-canvas-closed`), so the mobile
 * shop-filter sidebar closes as well.
 */
export function createOffCanvas(
  root: HTMLElement,
  narrow: MediaQueryList,
  layers: LayerStack,
  onClosed: () => void,
): OffCanvas {
  const doc = root.ownerDocument;
  const panel = root.querySelector<HTMLElement>('.site-offcanvas__panel');
  const drill = drillDown(root);
  const burgers = () => doc.querySelectorAll<HTMLElement>(`[aria-controls="${root.id}"]`);
  let layer: LayerHandle | null = null;

  const isOpen = () => layer !== null;
  // Escape, the overlay and Back reach the menu through the stack, only while it is the topmost modal layer.
  const dismiss = (reason: LayerDismissReason): boolean => {
    if (reason === 'escape' && drill.back()) return false; // stays open, one level up
    close();
    return true;
  };
  const onKey = (event: KeyboardEvent) => {
    if (panel && layer?.isTop()) trapTab(panel, event);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('.site-offcanvas__overlay')) {
      event.preventDefault();
      layer?.dismiss('overlay');
    } else if (target.closest('.site-offcanvas__close')) {
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
    root.classList.add('site-offcanvas--open');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    burgers().forEach((burger) => burger.setAttribute('aria-expanded', 'true'));
    layer = layers.open({
      id: OFF_CANVAS_LAYER,
      element: root,
      modal: true,
      history: true,
      dismiss,
      // Without one (a link action), the element that had focus, as the stack does by default.
      ...(from ? { opener: from } : {}),
    });
    doc.addEventListener('keydown', onKey);
    root.querySelector<HTMLElement>('.site-offcanvas__close')?.focus();
  }

  function close(): void {
    if (!layer) return;
    const handle = layer;
    layer = null;
    drill.closeAll();
    root.classList.remove('site-offcanvas--open');
    panel?.removeAttribute('role');
    panel?.removeAttribute('aria-modal');
    burgers().forEach((burger) => burger.setAttribute('aria-expanded', 'false'));
    doc.removeEventListener('keydown', onKey);
    // The stack restores the page and returns focus to the opener; with no opener left, the burger.
    handle.close();
    if (doc.activeElement === doc.body) burgers()[0]?.focus();
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
