import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_auth',
  exposes: { './auth-dialogs': './client/src/auth-dialogs/auth-dialogs-island.ts' },
});
