import { defineDomIsland } from '@site/platform-kit/island';
import { startReveal } from '../widgets/reveal';

/** The `mf-content/reveal` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement }) => startReveal(domElement));
