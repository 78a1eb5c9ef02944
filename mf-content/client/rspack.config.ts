import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_content',
  exposes: { './countdown': './client/src/countdown/countdown-island.ts' },
});
