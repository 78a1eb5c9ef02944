import type { LayerStack } from '@site/shared-contracts/platform';
import type { BuilderPopupsProps, PagePopup, PopupSettings } from '@site/shared-contracts/popups';
import { startEngine, type Engine } from './engine';
import { memoryArea, storesOver } from './test-stores';

/** A popup's settings for the engine's tests: keyboard navigation on, nothing else unless given. */
export const settings = (s: Partial<PopupSettings> = {}): PopupSettings => ({
  display: { a11y_navigation: true, ...s.display },
  timing: s.timing ?? {},
  triggers: s.triggers ?? {},
});

export const popup = (id: string, s?: Partial<PopupSettings>): PagePopup => ({
  id,
  title: `Popup ${id}`,
  settings: settings(s),
});

/** A spec 2.6 action link's href. */
export const href = (action: string, options?: unknown) =>
  `#elementor-action:action=${action}${options === undefined ? '' : `&settings=${btoa(JSON.stringify(options))}`}`;

export const engineProps = (popups: PagePopup[]): BuilderPopupsProps => ({
  popups,
  schedule_server_datetime: '2025-01-01 00:00:00',
  serverNow: 0,
  loggedIn: false,
  roles: [],
});

/** A popup's content as its `<template>` would give it. */
export function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** An engine over fresh in-memory stores, every popup showing `html`, for the tests of its layers. */
export function startTestEngine(layers: LayerStack, popups: PagePopup[], html: string): Engine {
  return startEngine({
    win: window,
    layers,
    props: engineProps(popups),
    siteTimeZone: 'UTC',
    content: () => fragment(html),
    openElsewhere: () => undefined,
    beacon: () => undefined,
    stores: storesOver(memoryArea(), memoryArea(), () => Date.now()),
  });
}
