// @ts-check
import { fileURLToPath } from 'node:url';
import { hostConfig, loaderConfig } from '../../tools/rspack/preset.mjs';

const projectDir = fileURLToPath(new URL('..', import.meta.url));

// Two compilations into shell/dist: the page loader every page runs, and the island host it loads on demand.
export default [
  loaderConfig({ projectDir, entry: './client/src/main.ts' }),
  hostConfig({ projectDir, entry: './client/src/host.ts', runtimePlugins: [] }),
];
