import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_popups',
  exposes: { './popup-host': './client/src/popup-host/popup-host-island.ts' },
});
