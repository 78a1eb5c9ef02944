// @ts-check
import { fileURLToPath } from 'node:url';
import { hostConfig } from '../../tools/rspack/preset.mjs';

export default hostConfig({
  projectDir: fileURLToPath(new URL('..', import.meta.url)),
  entry: './client/src/main.ts',
  runtimePlugins: [],
});
