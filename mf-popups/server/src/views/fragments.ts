import { html } from '@site/platform-kit/html';
import type { SliceFragments } from '@site/shared-contracts/platform';

/** The popup host (generic modal, site popups, toasts): mounted once the page is idle or the bus asks. */
const overlays = (): string =>
  String(
    html`<div data-island="mf-popups/popup-host" data-mount="idle event" data-events="popups:open popups:toast popups:modal-open"></div>`,
  );

export const popupsFragments: SliceFragments = { overlays };
