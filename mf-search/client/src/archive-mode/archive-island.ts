import { defineDomIsland } from '@site/platform-kit/island';
import { readSearchArchiveProps } from '@site/shared-contracts/search';
import { reportArchiveClicks } from './archive-clicks';
import { createArchiveMode } from './archive-controller';

/**
 * Archive mode as an island (`mf-search/search-box` with results_mode archive). It enhances the results page's own server-rendered form
 * instead of re-rendering it, so it needs no React: a few hundred bytes on the one page that uses it.
 */
export const { bootstrap, mount, unmount } = defineDomIsland(({ domElement, props, site }) => {
  const input = domElement.querySelector<HTMLInputElement>('input[name="s"]');
  if (!input) return () => undefined;
  const options = readSearchArchiveProps(props ?? {});
  // Refused as the schema's parse refused them: the mount fails and the server's form keeps working without us.
  if (!options) throw new Error('mf-search: archive mode props do not match searchArchivePropsSchema');
  const archive = createArchiveMode(input, options);
  const stopClicks = reportArchiveClicks(input, site.restBase, window.location);
  return () => {
    archive.dispose();
    stopClicks();
  };
});
