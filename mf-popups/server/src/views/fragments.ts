import { html } from '@site/platform-kit/html';
import type { SliceFragments } from '@site/shared-contracts/platform';

/**
 * The popup host (generic modal, site popups, toasts): mounted only when the bus asks for one of its events,
 * a `data-bus-event` trigger link included (the shell mounts the host, then emits). No popup opens by itself
 * yet, so the host is never loaded unasked: it weighed React, its remote entry and two chunks on every page
 * (issue 10's weight budget). A popup that opens on its own (spec 3.11's builder popups) will add a mount
 * strategy here for the pages the server knows it shows on.
 */
const overlays = (): string =>
  String(
    html`<div data-island="mf-popups/popup-host" data-mount="event" data-events="popups:open popups:toast popups:modal-open"></div>`,
  );

export const popupsFragments: SliceFragments = { overlays };
