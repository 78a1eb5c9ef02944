// @ts-check
// node tools/rspack/serve-remote.mjs --remote mf-shop --project-dir mf-shop --origin http://127.0.0.1:3104 \
//   --site http://127.0.0.1:3000 [--stop-when-stdin-closes]
// rspack's dev server for one remote, from the shared preset (`remoteConfig({ dev })`), for `npm run dev:remote`
// (shell/server/src/dev-remote/), which starts it and reads its JSON lines on stdout:
//   {"event":"built","ok":true,"ms":143,"errors":[]}   after every build, the first one included
//   {"event":"stopped"}                                 after SIGINT or SIGTERM, once the port is free
// A process of its own under plain node, never under tsx: a transform of the config's import graph puts esbuild's
// `__name(...)` helpers into the federation runtime code the plugin serialises (docs/decisions.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { remoteConfig } from './preset.mjs';

/** @param {Record<string, unknown>} line */
const say = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

const { values } = parseArgs({
  strict: true,
  options: {
    remote: { type: 'string' },
    'project-dir': { type: 'string' },
    origin: { type: 'string' },
    site: { type: 'string' },
    'stop-when-stdin-closes': { type: 'boolean' },
  },
});
const { remote, origin, site } = values;
const projectDir = values['project-dir'];
if (!remote || !projectDir || !origin || !site) {
  console.error(
    'usage: serve-remote.mjs --remote <name> --project-dir <dir> --origin <dev origin> --site <site origin>',
  );
  process.exit(2);
}

const config = remoteConfig({ remote, projectDir: path.resolve(projectDir), dev: { origin, siteOrigin: site } });
// dev:remote says what happened in its own words; rspack's and the dev server's own logs only on trouble.
const compiler = rspack({ ...config, infrastructureLogging: { level: 'error' }, stats: 'none' });
compiler.hooks.done.tap('serve-remote', (stats) => {
  const errors = stats.hasErrors() ? (stats.toJson({ all: false, errors: true }).errors ?? []) : [];
  const ms = (stats.endTime ?? 0) - (stats.startTime ?? 0);
  say({ event: 'built', ok: errors.length === 0, ms, errors: errors.slice(0, 3).map((e) => e.message) });
});
const server = new RspackDevServer(config.devServer || {}, compiler);

let stopping = false;
/** @param {string} signal */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  // Bounded: a socket that will not close must not keep the port, or this process, for ever.
  setTimeout(() => process.exit(1), 5_000).unref();
  server.stop().then(
    () => {
      say({ event: 'stopped', signal });
      process.exit(0);
    },
    () => process.exit(1),
  );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// dev:remote holds this process's stdin open while it lives: if it dies without a word (even by SIGKILL), the pipe
// closes and this server stops instead of keeping the port.
if (values['stop-when-stdin-closes']) {
  process.stdin.on('end', () => stop('parent gone'));
  process.stdin.resume();
}
process.stdout.on('error', () => stop('EPIPE'));

server.start().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
