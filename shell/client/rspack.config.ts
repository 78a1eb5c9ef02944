import path from 'node:path';
import { hostConfig } from '../../tools/rspack/preset';

export const config = hostConfig({
  projectDir: path.resolve(__dirname, '..'),
  entry: './client/src/main.ts',
  runtimePlugins: [],
});
