import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_search',
  exposes: { './search-box': './client/src/search-box/search-box-island.ts' },
});
