import { startCarousel } from '../widgets/carousel';
import { domIsland } from '../widgets/dom-island';

/** The `mf-content/carousel` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = domIsland(startCarousel);
