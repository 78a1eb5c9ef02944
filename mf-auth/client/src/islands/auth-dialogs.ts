import { defineIsland } from '@site/platform-kit/island';
import { AuthDialogs } from '../auth-dialogs/auth-dialogs';

/** The `mf-auth/auth-dialogs` island (its name is declared in shared-contracts/src/platform/exposes.json). */
export const { bootstrap, mount, unmount } = defineIsland(AuthDialogs);
