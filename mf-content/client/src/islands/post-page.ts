import { defineDomIsland } from '@site/platform-kit/island';
import { startPostPage } from '../post-page/post-page';

/**
 * The `mf-content/post-page` island (shared-contracts/src/platform/exposes.json), mounted when the browser is
 * idle on every post page: ToC memory, smooth scroll, floating back-to-top and previous/next. Plain DOM, no React.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement }) => startPostPage(domElement));
