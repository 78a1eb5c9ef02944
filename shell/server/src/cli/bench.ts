// npm run bench [-- --products N --seconds S]: seed at scale, then every slice's budgeted benchmarks
// against the running site, then the browser benchmarks in e2e/bench. Targets 127.0.0.1 only; every
// load run is bounded in time and stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '@site/shared-contracts/platform';
import { buildApp } from '../app';
import { parseConfig, type ServerConfig } from '../config/env';
import { resolveSecret } from '../config/secret';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { ClosableSql } from '../db/pglite-driver';
import { migrationSources } from '../migrations';
import { runSeed } from '../seed-runner';
import { slices } from '../slices';
import { intFlag, parseArgs } from './args';
import { benchBrowser } from './bench-browser';
import { measurePages, visitorHeaders } from './bench-kit';
import { timeReindex } from './bench-reindex';
import { ensureRemotes } from './ensure-remotes';
import { createProgress } from './progress';
import { runCommand } from './runtime';

const SEED_BUDGET_SECONDS = 180;

function benchContext(db: ClosableSql, config: ServerConfig, baseUrl: string, seconds: number): BenchContext {
  const secret = resolveSecret(config);
  return {
    db,
    baseUrl,
    seconds,
    async startSite(env) {
      const extra = parseConfig({ ...process.env, ...env, DATA_DIR: config.dataDir, LOG_LEVEL: 'silent' }, slices);
      const app = await buildApp({ config: extra, db, slices, secret, logger: false });
      closers.push(() => app.close());
      return app.listen({ port: 0, host: '127.0.0.1' });
    },
    visitorHeaders: (url) => visitorHeaders(url, secret),
    measurePages: (title, paths) => measurePages(baseUrl, title, paths, seconds),
  };
}

const closers: (() => Promise<unknown>)[] = [];

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const products = intFlag(flags, 'products', 100_000);
  const seconds = intFlag(flags, 'seconds', 5, 60);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    SESSION_SECRET_GENERATE: 'on',
  };
  const config = parseConfig(env, slices);
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  let ok = true;
  try {
    await db.batch((sql) => migrate(sql, migrationSources(slices)));
    console.log(`Seed: ${products} products, 2000 posts, 1000 offers, 100 users on PGlite`);
    const options = { products, posts: 2000, offers: 1000, users: 100 };
    const seedSeconds = await runSeed(db, slices, options, createProgress());
    const verdict = seedSeconds < SEED_BUDGET_SECONDS ? 'within' : 'OVER';
    console.log(`seed time: ${seedSeconds.toFixed(1)} s (${verdict} the ${SEED_BUDGET_SECONDS} s budget)`);
    await db.batch((sql) => timeReindex(sql, slices));

    await ensureRemotes(db, config);
    const app = await buildApp({ config, db, slices, secret: resolveSecret(config), logger: false });
    closers.push(() => app.close());
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const ctx = benchContext(db, config, baseUrl, seconds);
    await ctx.measurePages('Platform', ['/api/health', '/']);
    for (const slice of slices) {
      for (const benchmark of slice.benchmarks ? await slice.benchmarks() : []) {
        console.log(`\n== ${slice.name}: ${benchmark.name}`);
        if (!(await benchmark.run(ctx))) ok = false;
      }
    }
    if (!(await benchBrowser(baseUrl))) ok = false;
    console.log(`\nbudgets: ${ok ? 'all met' : 'NOT all met'}`);
  } finally {
    for (const close of closers.reverse()) await close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
