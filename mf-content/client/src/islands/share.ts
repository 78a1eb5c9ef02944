import { startShare } from '../widgets/share';
import { domIsland } from '../widgets/dom-island';

/** The `mf-content/share` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = domIsland(startShare);
