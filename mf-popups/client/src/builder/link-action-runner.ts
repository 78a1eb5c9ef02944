import type { LayerStack } from '@site/shared-contracts/platform';
import type { PagePopup } from '@site/shared-contracts/popups';
import type { EventHub } from './event-hub';
import { isActionHash, isImageLink, OFF_CANVAS_EVENT, parseLinkAction, type LinkAction } from './link-actions';
import { openLightbox } from './lightbox';
import type { PopupShows } from './popup-shows';

export type LinkActionRunnerOptions = {
  win: Window;
  layers: LayerStack;
  /** The popups this page carries, by id; any other id is handed to `openElsewhere`. */
  popups: ReadonlyMap<string, PagePopup>;
  shows: PopupShows;
  openElsewhere(id: string): void;
};

export type LinkActionRunner = {
  /** Run a spec 2.6 action; `from` is the element it came from (null for one in the address's hash). */
  run(action: LinkAction, from: Element | null): void;
  /** Close the lightbox and every open popup. */
  closeAll(): void;
};

/** The spec 2.6 link actions: the lightbox (which this keeps), reloading, opening and closing popups, the menu. */
export function createLinkActionRunner(o: LinkActionRunnerOptions): LinkActionRunner {
  const { win, shows } = o;
  let closeLightbox: (() => void) | null = null;

  const closeAll = () => {
    closeLightbox?.();
    shows.closeAll();
  };

  const run = (action: LinkAction, from: Element | null) => {
    switch (action.action) {
      case 'lightbox': {
        const link = from?.closest('a');
        const src = action.url ?? (link && isImageLink(link.href, win.location.href) ? link.href : null);
        if (!src) return console.warn('[mf-popups] lightbox action without an image');
        closeLightbox?.();
        closeLightbox = openLightbox(win, o.layers, src, link?.textContent?.trim() ?? '');
        return;
      }
      case 'reload-page':
        return win.location.reload();
      case 'popup:open': {
        const popup = o.popups.get(action.id);
        if (!popup) {
          // The host's modal takes over: a builder popup the link sits in closes first (one modal at a time).
          if (from?.closest('.popups-builder')) shows.closeOwner(from, false);
          return o.openElsewhere(action.id);
        }
        if (action.toggle && shows.isOpen(action.id)) return shows.close(action.id);
        shows.show(popup, 'link');
        return;
      }
      case 'popup:close':
        return shows.closeOwner(from, action.do_not_show_again);
      default: {
        const verb = action.action.slice('off_canvas:'.length);
        // The menu opens over the page, never beneath a popup: the popups and the lightbox close first (focus
        // back on their openers, where the menu returns it in turn), then the shell is asked.
        if (verb !== 'close') closeAll(); // the second layer closes its own on the event (`opensMenu`)
        win.document.dispatchEvent(new CustomEvent(OFF_CANVAS_EVENT, { detail: { action: verb } }));
      }
    }
  };

  return { run, closeAll };
}

/**
 * An action in the address's hash (a link from another page) runs once, now and on every later hashchange.
 * Returns the tear-down.
 */
export function runActionsFromHash(hub: EventHub, win: Window, run: LinkActionRunner['run']): () => void {
  const fromHash = () => {
    const hash = decodeURIComponent(win.location.hash);
    if (!isActionHash(hash)) return;
    // Run once: the hash is cleared so a reload or Back does not repeat the action.
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
    const action = parseLinkAction(hash);
    if (action) run(action, null);
  };
  const off = hub.on('window', 'hashchange', fromHash);
  fromHash();
  return off;
}
