import type { PagePopup } from '@site/shared-contracts/popups';
import type { EventHub } from './event-hub';
import { isActionHash, isImageLink, parseLinkAction, type LinkAction } from './link-actions';

export type LinkClickHandlers = {
  /** A click on a popup's open_selector: the visitor asked, it opens at once. */
  openSelector(popup: PagePopup): void;
  run(action: LinkAction, link: HTMLAnchorElement): void;
};

/**
 * The visitor's plain clicks the engine answers, through the hub's one document listener: an element matching a
 * popup's open_selector, a spec 2.6 action link, a link to an image (the lightbox). Returns the tear-down.
 */
export function listenForClicks(
  hub: EventHub,
  win: Window,
  popups: readonly PagePopup[],
  on: LinkClickHandlers,
): () => void {
  const selectors = popups.filter((p) => p.settings.display.open_selector);
  return hub.on('document', 'click', (event) => {
    const e = event as MouseEvent;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = e.target instanceof Element ? e.target : null;
    for (const popup of selectors) {
      try {
        if (target?.closest(popup.settings.display.open_selector ?? '')) on.openSelector(popup);
      } catch {
        console.warn(`[mf-popups] popup ${popup.id}: invalid open_selector`);
      }
    }
    const link = target?.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const hash = link.getAttribute('href') ?? '';
    if (isActionHash(hash)) {
      e.preventDefault();
      const action = parseLinkAction(hash);
      if (action) on.run(action, link);
    } else if (isImageLink(link.href, win.location.href) && link.target !== '_blank') {
      e.preventDefault();
      on.run({ action: 'lightbox' }, link);
    }
  });
}
