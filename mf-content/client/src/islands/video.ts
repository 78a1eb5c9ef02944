import { startVideo } from '../widgets/video';
import { domIsland } from '../widgets/dom-island';

/** The `mf-content/video` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = domIsland(startVideo);
