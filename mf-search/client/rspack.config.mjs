// @ts-check
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../../tools/rspack/preset.mjs';

export default remoteConfig({ remote: 'mf-search', projectDir: fileURLToPath(new URL('..', import.meta.url)) });
