import type { LayerStack } from '@site/shared-contracts/platform';
import type { BuilderPopupsProps, PagePopup } from '@site/shared-contracts/popups';
import { conditionsPass, type ConditionEnv } from './conditions';
import { countDisplay, countVisit, disableKey, type Stores } from './counters';
import { createEventHub, type EventHub } from './event-hub';
import { isActionHash, isImageLink, OFF_CANVAS_EVENT, parseLinkAction, type LinkAction } from './link-actions';
import { openLightbox } from './lightbox';
import { listenForClicks } from './link-clicks';
import { openPopupModal, type OpenPopup } from './popup-modal';
import { counterStore } from './popup-storage';
import { scrollToTemplate } from './template-scroll';
import { armTriggers } from './triggers';
import { waitForVisitor } from './wait-for-visitor';

export type EngineOptions = {
  win: Window;
  /** The page's layer stack (`IslandProps.layers`): every popup and the lightbox join it. */
  layers: LayerStack;
  props: BuilderPopupsProps;
  siteTimeZone: string;
  /** The popup's content, cloned from its server-rendered `<template>`. */
  content(id: string): DocumentFragment | null;
  /** A popup id this page does not carry (a generic popup of spec 2.5): handed to the popup host. */
  openElsewhere(id: string): void;
  /** One display, for the editor's impression figure. */
  beacon(id: string): void;
  /** A newsletter form in a popup signed someone up (the island raises the toast). */
  signedUp?(): void;
  stores?: Stores;
  hub?: EventHub;
};

export type Engine = { open(id: string): boolean; openIds(): string[]; stop(): void };

export function startEngine(o: EngineOptions): Engine {
  const { win } = o;
  const doc = win.document;
  const hub = o.hub ?? createEventHub(win);
  const stores: Stores = o.stores ?? {
    local: counterStore(() => win.localStorage),
    session: counterStore(() => win.sessionStorage),
  };
  countVisit(stores);
  const byId = new Map<string, PagePopup>(o.props.popups.map((p) => [p.id, p]));
  const open = new Map<string, OpenPopup>();
  const offs: (() => void)[] = [];
  const visitor = waitForVisitor(o.layers);
  let closeLightbox: (() => void) | null = null;
  // avoid_multiple_popups: set by any popup shown on this page view (not persisted).
  let popped = false;

  const show = (popup: PagePopup, how: 'trigger' | 'selector' | 'link'): boolean => {
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

  const env: ConditionEnv = {
    stores,
    referrer: doc.referrer,
    host: win.location.host,
    now: Date.now(),
    siteTimeZone: o.siteTimeZone,
    viewportWidth: win.innerWidth,
    userAgent: win.navigator.userAgent,
    loggedIn: o.props.loggedIn,
    roles: o.props.roles,
  };
  // After a wait the conditions are read again at the time it ends: a schedule may have closed meanwhile.
  const stillDue = (popup: PagePopup) => conditionsPass(popup.id, popup.settings.timing, { ...env, now: Date.now() });
  const touch = win.matchMedia?.('(pointer: coarse)').matches ?? false;
  for (const popup of o.props.popups) {
    // One popup's bad data never stops the others.
    try {
      if (conditionsPass(popup.id, popup.settings.timing, env)) {
        // Every trigger armed here is automatic: it waits for the visitor (a click on open_selector does not).
        const fire = () => visitor.wait(() => stillDue(popup) && show(popup, 'trigger'));
        offs.push(armTriggers(popup.id, popup.settings.triggers, { hub, win, touch }, fire));
      }
    } catch (error) {
      console.warn(`[mf-popups] popup ${popup.id} skipped`, error);
    }
  }

  const closeOwner = (from: Element | null, doNotShowAgain: boolean) => {
    const inside = from?.closest('.popups-builder')?.id.replace('popups-builder-modal-', '');
    const ids = inside && open.has(inside) ? [inside] : [...open.keys()];
    for (const id of ids) {
      if (doNotShowAgain) stores.local.set(disableKey(id), true);
      open.get(id)?.close();
    }
  };
  const closeAll = () => {
    closeLightbox?.();
    [...open.values()].forEach((modal) => modal.close());
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
        const popup = byId.get(action.id);
        if (!popup) {
          // The host's modal takes over: a builder popup the link sits in closes first (one modal at a time).
          if (from?.closest('.popups-builder')) closeOwner(from, false);
          return o.openElsewhere(action.id);
        }
        if (action.toggle && open.has(action.id)) return open.get(action.id)?.close();
        show(popup, 'link');
        return;
      }
      case 'popup:close':
        return closeOwner(from, action.do_not_show_again);
      default: {
        const verb = action.action.slice('off_canvas:'.length);
        // The menu opens over the page, never beneath a popup: the popups and the lightbox close first (focus
        // back on their openers, where the menu returns it in turn), then the shell is asked.
        if (verb !== 'close') closeAll(); // the second layer closes its own on the event (`opensMenu`)
        doc.dispatchEvent(new CustomEvent(OFF_CANVAS_EVENT, { detail: { action: verb } }));
      }
    }
  };

  offs.push(listenForClicks(hub, win, o.props.popups, { openSelector: (popup) => show(popup, 'selector'), run }));

  const fromHash = () => {
    const hash = decodeURIComponent(win.location.hash);
    if (!isActionHash(hash)) return;
    // Run once: the hash is cleared so a reload or Back does not repeat the action.
    win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
    const action = parseLinkAction(hash);
    if (action) run(action, null);
  };
  offs.push(hub.on('window', 'hashchange', fromHash));
  fromHash();
  scrollToTemplate(win);

  return {
    open: (id) => {
      const popup = byId.get(id);
      return popup ? show(popup, 'link') : false;
    },
    openIds: () => [...open.keys()],
    stop: () => {
      visitor.cancelAll();
      offs.splice(0).forEach((off) => off());
      closeAll();
    },
  };
}
