import { defineDomIsland } from '@site/platform-kit/island';
import { startVideo } from '../widgets/video';

/** The `mf-content/video` island (declared in shared-contracts/src/platform/exposes.json): plain DOM, no React. */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement }) => startVideo(domElement));
