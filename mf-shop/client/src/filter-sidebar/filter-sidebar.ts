import type { LayerHandle, LayerStack } from '@site/shared-contracts/platform';
import { trapTab } from '@site/platform-kit/dialog';

/** Narrow screens, where the sidebar is a panel (spec 9: the mobile layout ends at 1023 px). */
export const NARROW_QUERY = '(max-width: 1023px)';
/** The sidebar's id on the page's layer stack. */
export const FILTER_SIDEBAR_LAYER = 'shop:filter-sidebar';

/**
 * The archive's filter sidebar as a slide-in panel on narrow screens (spec 2.4 "Mobile sidebar (shop
 * filters)"): opened from the toolbar's trigger, a modal layer of the page's stack while open, with a history
 * entry, so the phone's Back closes it (the stack pushes none from 1024 px, where the sidebar is a column and
 * never opens). The stack makes the page behind inert and still, gives it Escape while it is on top and returns
 * focus to the trigger; the panel moves focus to its close button and keeps Tab inside while on top. The overlay
 * and the close button close it too. The server markup is the no-JavaScript form; this only adds behaviour and
 * attributes, and takes them away on close.
 */
export function createFilterSidebar(root: HTMLElement, narrow: MediaQueryList, layers: LayerStack) {
  const doc = root.ownerDocument;
  const panel = root.querySelector<HTMLElement>('.shop-filters__panel');
  const overlay = root.querySelector<HTMLElement>('.shop-filters__overlay');
  const closeButton = root.querySelector<HTMLElement>('.shop-filters__close');
  const trigger = doc.querySelector<HTMLElement>('[aria-controls="shop-filters"]');
  let layer: LayerHandle | null = null;

  const onKey = (event: KeyboardEvent) => {
    if (panel && layer?.isTop()) trapTab(panel, event);
  };

  function open(): void {
    if (!panel || !narrow.matches || layer) return;
    root.classList.add('shop-filters--open');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', 'shop-filters-title');
    trigger?.setAttribute('aria-expanded', 'true');
    const active = doc.activeElement;
    layer = layers.open({
      id: FILTER_SIDEBAR_LAYER,
      element: root,
      modal: true,
      history: true,
      // The trigger when focus was nowhere (a tap on a link does not focus it in every browser).
      opener: active instanceof HTMLElement && active !== doc.body ? active : trigger,
      dismiss: () => {
        close();
        return true;
      },
    });
    doc.addEventListener('keydown', onKey);
    closeButton?.focus();
  }

  function close(): void {
    if (!layer) return;
    const handle = layer;
    layer = null;
    root.classList.remove('shop-filters--open');
    for (const name of ['role', 'aria-modal', 'aria-labelledby']) panel?.removeAttribute(name);
    trigger?.setAttribute('aria-expanded', 'false');
    doc.removeEventListener('keydown', onKey);
    // The stack restores the page, returns focus to the opener and goes back over the history entry.
    handle.close();
  }

  // The close button and the overlay are links to the results (their no-JavaScript way out). The overlay is
  // the stack's to route: it closes the sidebar only while no modal layer lies above it.
  const onClose = (event: Event) => {
    if (!layer) return;
    event.preventDefault();
    close();
  };
  const onOverlay = (event: Event) => {
    if (!layer) return;
    event.preventDefault();
    layer.dismiss('overlay');
  };
  // Widened past the breakpoint while open: the sidebar is a column again, not a dialog.
  const onWidth = () => {
    if (!narrow.matches) close();
  };
  closeButton?.addEventListener('click', onClose);
  overlay?.addEventListener('click', onOverlay);
  narrow.addEventListener('change', onWidth);
  trigger?.setAttribute('aria-expanded', 'false');

  return {
    open,
    close,
    destroy() {
      close();
      closeButton?.removeEventListener('click', onClose);
      overlay?.removeEventListener('click', onOverlay);
      narrow.removeEventListener('change', onWidth);
      trigger?.removeAttribute('aria-expanded');
    },
  };
}
