import type { LayerStack } from '@site/shared-contracts/platform';
import type { PagePopup } from '@site/shared-contracts/popups';
import { countDisplay, disableKey, type Stores } from './counters';
import { openPopupModal, type OpenPopup } from './popup-modal';

/** How a popup came to open: only an automatic trigger is held back by avoid_multiple_popups. */
export type ShowReason = 'trigger' | 'selector' | 'link';

export type PopupShowsOptions = {
  win: Window;
  layers: LayerStack;
  stores: Stores;
  content(id: string): DocumentFragment | null;
  beacon(id: string): void;
  signedUp?(): void;
};

export type PopupShows = {
  /** Open the popup unless it is open, disabled or has no content; true when it opened. */
  show(popup: PagePopup, how: ShowReason): boolean;
  isOpen(id: string): boolean;
  close(id: string): void;
  /** Close the popup `from` sits in, or every open one when it sits in none; optionally never show them again. */
  closeOwner(from: Element | null, doNotShowAgain: boolean): void;
  closeAll(): void;
  openIds(): string[];
};

/**
 * The engine's open popups: which are open, the display counts (spec 3.12's times_count on open or on close),
 * the impression beacon and the `popups:builder-show`/`-hide` events. Whatever decided to open a popup (a
 * trigger, a selector click, a link) asks here.
 */
export function createPopupShows(o: PopupShowsOptions): PopupShows {
  const { win, stores } = o;
  const open = new Map<string, OpenPopup>();
  // avoid_multiple_popups: set by any popup shown on this page view (not persisted).
  let popped = false;

  const show = (popup: PagePopup, how: ShowReason): boolean => {
    const { id, settings } = popup;
    if (open.has(id) || stores.local.flag(disableKey(id))) return false;
    // Checked when the popup would open, after any wait: one that waited while another popup showed is dropped.
    if (how === 'trigger' && settings.display.avoid_multiple_popups && popped) return false;
    const content = o.content(id);
    if (!content) return false;
    popped = true;
    const countOnOpen = settings.timing.times_count === 'open';
    const modal = openPopupModal(
      win,
      o.layers,
      { id, title: popup.title, display: settings.display, content },
      () => {
        open.delete(id);
        if (!countOnOpen && settings.timing.times_times !== undefined) countDisplay(id, settings.timing, stores);
        win.dispatchEvent(new CustomEvent('popups:builder-hide', { detail: { id } }));
      },
      o.signedUp,
    );
    open.set(id, modal);
    if (countOnOpen && settings.timing.times_times !== undefined) countDisplay(id, settings.timing, stores);
    o.beacon(id);
    win.dispatchEvent(new CustomEvent('popups:builder-show', { detail: { id } }));
    return true;
  };

  return {
    show,
    isOpen: (id) => open.has(id),
    close: (id) => open.get(id)?.close(),
    closeOwner(from, doNotShowAgain) {
      const inside = from?.closest('.popups-builder')?.id.replace('popups-builder-modal-', '');
      const ids = inside && open.has(inside) ? [inside] : [...open.keys()];
      for (const id of ids) {
        if (doNotShowAgain) stores.local.set(disableKey(id), true);
        open.get(id)?.close();
      }
    },
    closeAll: () => [...open.values()].forEach((modal) => modal.close()),
    openIds: () => [...open.keys()],
  };
}
