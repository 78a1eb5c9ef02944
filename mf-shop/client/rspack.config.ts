import path from 'node:path';
import { remoteConfig } from '../../tools/rspack/preset';

export const config = remoteConfig({
  projectDir: path.resolve(__dirname, '..'),
  name: 'mf_shop',
  exposes: { './side-cart': './client/src/side-cart/side-cart-island.ts' },
});
