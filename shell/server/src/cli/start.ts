// npm start: migrate, build + publish missing remotes, seed an empty database, serve. It is the demo,
// in production mode; `npm run dev` (dev.ts) runs it in development mode, where each rebuilt remote goes live.
// WEB_CONCURRENCY=N: this process does the one-time work, then forks N workers on one port (cluster.ts).
import type { ServerConfig } from '../config/env';
import { parseConfig } from '../config/env';
import { buildApp } from '../app';
import { watchLiveBuilds } from '../dev/live-builds';
import { resolveSecret } from '../config/secret';
import type { ClosableSql } from '../db/pglite-driver';
import { DEFAULT_SEED, hasSeed, runSeed } from '../seed-runner';
import { slices } from '../slices';
import { parseCommand, type CommandSpec } from './args';
import { isClusterWorker, runPrimary } from './cluster';
import { ensureRemotes } from './ensure-remotes';
import { demoSettings } from './demo-settings';
import { createProgress } from './progress';
import { openRuntime, runCommand } from './runtime';

async function prepare(db: ClosableSql, config: ServerConfig): Promise<void> {
  await ensureRemotes(db, config);
  if (config.seedDemo && !(await hasSeed(db))) {
    console.log('Empty database: seeding the demo catalogue (once) ...');
    const seconds = await runSeed(db, slices, DEFAULT_SEED, createProgress(), config.sliceSettings);
    console.log(`Seeded in ${seconds.toFixed(1)} s`);
  }
}

async function serve(config: ServerConfig, db: ClosableSql): Promise<void> {
  const app = await buildApp({ config, db, slices, secret: resolveSecret(config) });
  // `npm run dev`: each rebuilt remote goes live in this process, without a restart.
  const live = config.env === 'development' ? watchLiveBuilds({ db, config, log: (line) => console.log(line) }) : null;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then release the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    live?.close();
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (!isClusterWorker()) console.log(`\n  ${config.siteName} is running at ${config.siteUrl}\n`);
}

const START: CommandSpec = {
  command: 'npm start --',
  summary: `Migrates the database, builds and publishes what has no build yet, seeds the demo catalogue into an empty
database, and serves the site (settings from the environment: see docs/settings.md). Ctrl-C, or SIGTERM to the npm
process, stops it gracefully.`,
  flags: {},
};

runCommand(async () => {
  if (!isClusterWorker() && !parseCommand(process.argv.slice(2), START)) return;
  const demo = demoSettings(process.env);
  Object.assign(process.env, demo);
  if (isClusterWorker()) {
    const { config, db } = await openRuntime({ migrate: false, serving: true });
    return serve(config, db);
  }
  // Refuses a setting the site cannot run with (several workers on PGlite, no shared secret) before any work.
  const workers = parseConfig(process.env, slices).workers;
  if (demo.AUTH_DEV_OUTBOX) console.log('Demo on loopback: account mail readable at /dev/outbox (AUTH_DEV_OUTBOX=on).');
  const { config, db } = await openRuntime({ serving: workers === 1 });
  await prepare(db, config);
  if (workers === 1) return serve(config, db);
  resolveSecret(config);
  await db.close();
  runPrimary({ workers, log: (line) => console.log(line) });
  console.log(`\n  ${config.siteName} is running at ${config.siteUrl} with ${workers} workers\n`);
});
