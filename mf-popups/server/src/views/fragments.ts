import { html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';
import { popupStore } from '../builder/popup-store';
import { builderPopupsFragment } from '../builder/render';
import { secondLayerFragment } from '../second-layer/fragment';
import { secondLayerStore } from '../second-layer/store';

/**
 * The popup host (generic modal, site popups, toasts): mounted only when the bus asks for one of its events,
 * a `data-bus-event` trigger link included (the shell mounts the host, then emits). No popup opens by itself
 * yet, so the host is never loaded unasked: it weighed React, its remote entry and two chunks on every page
 * (issue 10's weight budget). A popup that opens on its own (spec 3.11's builder popups) will add a mount
 * strategy here for the pages the server knows it shows on.
 */
const host = String(
  html`<div data-island="mf-popups/popup-host" data-mount="event" data-events="popups:open popups:toast popups:modal-open shop:cart-changed"></div>`,
);

/** The host, and the builder popups that may apply to this page (issue 15), if any. */
const overlays = (ctx: FragmentContext): string => {
  const store = popupStore();
  const secondLayer = secondLayerStore();
  secondLayer?.poke();
  const layer = secondLayer ? secondLayerFragment(secondLayer.popups(), ctx) : '';
  if (!store) return host + layer;
  store.poke();
  return host + builderPopupsFragment(store.popups(), ctx) + layer;
};

export const popupsFragments: SliceFragments = { overlays };
