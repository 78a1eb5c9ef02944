import { defineIsland } from '@site/platform-kit/island';
import { PopupHost } from '../popup-host/popup-host';

/** The `mf-popups/popup-host` island (its name is declared in shared-contracts/src/platform/exposes.json). */
export const { bootstrap, mount, unmount } = defineIsland(PopupHost);
