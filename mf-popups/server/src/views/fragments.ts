import { html } from '@site/platform-kit/html';
import type { FragmentContext, SliceFragments } from '@site/shared-contracts/platform';
import type { PopupsServices } from '../services';
import { builderPopupsFragment } from './builder/popup-html';
import { secondLayerFragment } from './second-layer/fragment';

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

/** The host, and the builder and second-layer popups that may apply to this page (issue 15), if any. */
const overlays = (ctx: FragmentContext, { builder, secondLayer }: PopupsServices): string => {
  builder.poke();
  secondLayer.poke();
  return host + builderPopupsFragment(builder.popups(), ctx) + secondLayerFragment(secondLayer.popups(), ctx);
};

export const popupsFragments: SliceFragments<PopupsServices> = { overlays };
