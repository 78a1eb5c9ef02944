import { defineIsland } from '@site/platform-kit/island';
import { Countdown } from '../countdown/countdown';

/** The `mf-content/countdown` island (its name is declared in shared-contracts/src/platform/exposes.json). */
export const { bootstrap, mount, unmount } = defineIsland(Countdown);
