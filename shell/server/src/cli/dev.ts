// npm run dev: development mode. One rspack watch rebuilds each client (the shell's and every remote's) as its
// source changes; the server (`npm start`'s code in development mode) publishes and activates each new remote
// build while it runs, serves the shell's rebuilt files as they are, and restarts only for a server change.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type MultiStats } from '@rspack/core';
import { remoteNames } from '@site/shared-contracts/platform';
import { REPO_ROOT } from '../store/remote-builds';
import { parseCommand, type CommandSpec } from './args';
import { runCommand } from './runtime';

const DEV: CommandSpec = {
  command: 'npm run dev --',
  summary: `Builds the shell's client and every remote with rspack in watch mode, then serves the site in development mode
(PORT, HOST, DATA_DIR as for npm start). A client save is rebuilt and goes live in the running server: reload the
page. A change to the server's code or a stylesheet restarts the server. Ctrl-C (or SIGTERM to npm) stops it all.`,
  flags: {},
};

const CLIENTS = ['shell', ...remoteNames];
// Files the server reads rather than imports, so that tsx watch restarts it when they change too.
const SERVER_FILES = ['shell/server/public/*.css', 'mf-*/server/public/*.css', 'platform-kit/src/*.css'];
const STOP_GRACE_MS = 10_000;

async function clientConfigs(): Promise<Configuration[]> {
  const configs = await Promise.all(
    CLIENTS.map(async (client) => {
      const file = pathToFileURL(path.join(REPO_ROOT, client, 'client/rspack.config.mjs')).href;
      const loaded = (await import(file)) as { default: Configuration | Configuration[] };
      return loaded.default;
    }),
  );
  return configs.flat();
}

const built = (stats: MultiStats) =>
  stats.stats
    .map(
      (s) =>
        `${s.compilation.name ?? s.compilation.outputOptions.uniqueName} in ${(s.endTime ?? 0) - (s.startTime ?? 0)} ms`,
    )
    .join(', ');

/** The server under tsx watch, in this process group: Ctrl-C reaches it as it reaches this process. */
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  const include = SERVER_FILES.flatMap((glob) => ['--include', glob]);
  return spawn(tsx, ['watch', '--clear-screen=false', ...include, 'shell/server/src/cli/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
}

/** tsx watch passes SIGTERM on to the server, which closes gracefully; one that hangs is killed after the grace. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

runCommand(async () => {
  if (!parseCommand(process.argv.slice(2), DEV)) return;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    SESSION_SECRET_GENERATE: process.env.SESSION_SECRET_GENERATE ?? 'on',
    SEED_DEMO: process.env.SEED_DEMO ?? 'on',
  };
  const compiler = rspack(await clientConfigs());
  let server: ChildProcess | null = null;
  let stopping = false;
  const watching = compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
    if (error) console.error(`[dev] rspack: ${error.message}`);
    if (!stats) return;
    if (stats.hasErrors()) console.error(stats.toString({ preset: 'errors-warnings', colors: true }));
    else console.log(`[dev] built ${built(stats)}`);
    // The first complete build is what the server publishes as it starts.
    if (!server && !stopping && !stats.hasErrors()) {
      server = startServer(env);
      server.on('exit', (code, signal) => {
        if (!stopping) console.error(`[dev] the server stopped (${signal ?? code}); save a server file to restart it`);
      });
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[dev] ${signal}: stopping`);
    watching.close(() => undefined);
    void (server ? stopServer(server) : Promise.resolve()).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
});
