import { defineDomIsland } from '@site/platform-kit/island';
import { startShare } from '../widgets/share';

/** The `mf-content/share` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement }) => startShare(domElement));
