import { defineDomIsland } from '@site/platform-kit/island';
import { startCarousel } from '../widgets/carousel';

/** The `mf-content/carousel` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement }) => startCarousel(domElement));
