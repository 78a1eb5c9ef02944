import { startReveal } from '../widgets/reveal';
import { domIsland } from '../widgets/dom-island';

/** The `mf-content/reveal` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = domIsland(startReveal);
