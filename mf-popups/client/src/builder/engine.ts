import type { LayerStack } from '@site/shared-contracts/platform';
import type { BuilderPopupsProps, PagePopup } from '@site/shared-contracts/popups';
import { armAutomaticTriggers } from './automatic-triggers';
import { countVisit, type Stores } from './counters';
import { createEventHub, type EventHub } from './event-hub';
import { createLinkActionRunner, runActionsFromHash } from './link-action-runner';
import { listenForClicks } from './link-clicks';
import { createPopupShows } from './popup-shows';
import { counterStore } from './popup-storage';
import { scrollToTemplate } from './template-scroll';
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

/**
 * The builder popups of one page view: automatic triggers (automatic-triggers.ts), clicks on selectors and action
 * links (link-clicks.ts, link-action-runner.ts), an action in the address's hash, and the open popups themselves
 * (popup-shows.ts). `stop` tears all of it down and closes whatever is open.
 */
export function startEngine(o: EngineOptions): Engine {
  const { win, layers, content, beacon, signedUp, openElsewhere } = o;
  const hub = o.hub ?? createEventHub(win);
  const stores: Stores = o.stores ?? {
    local: counterStore(() => win.localStorage),
    session: counterStore(() => win.sessionStorage),
  };
  countVisit(stores);
  const byId = new Map<string, PagePopup>(o.props.popups.map((p) => [p.id, p]));
  const visitor = waitForVisitor(layers);
  const shows = createPopupShows({ win, layers, stores, content, beacon, signedUp });
  const offs = armAutomaticTriggers({
    win,
    hub,
    stores,
    props: o.props,
    siteTimeZone: o.siteTimeZone,
    visitor,
    show: (popup) => shows.show(popup, 'trigger'),
  });
  const actions = createLinkActionRunner({ win, layers, popups: byId, shows, openElsewhere });
  offs.push(
    listenForClicks(hub, win, o.props.popups, {
      openSelector: (popup) => shows.show(popup, 'selector'),
      run: actions.run,
    }),
  );
  offs.push(runActionsFromHash(hub, win, actions.run));
  scrollToTemplate(win);

  return {
    open: (id) => {
      const popup = byId.get(id);
      return popup ? shows.show(popup, 'link') : false;
    },
    openIds: shows.openIds,
    stop: () => {
      visitor.cancelAll();
      offs.splice(0).forEach((off) => off());
      actions.closeAll();
    },
  };
}
