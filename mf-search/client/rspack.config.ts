import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

/**
 * One expose for every search widget. The variants of spec 2.3 are thin wrappers around the same
 * panel and each page's header mounts one of them anyway, so separate exposes would only add
 * requests; archive mode (props.results_mode 'archive', results page only) is split off with a
 * dynamic import inside it, so other pages never download it.
 */
export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_search',
  exposes: { './search-box': './client/src/variants/search-widget-island.ts' },
});
