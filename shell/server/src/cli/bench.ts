// npm run bench [-- --products N --seconds S --hang-seconds H --only nginx]: seed at scale, then the platform's
// budgets (nginx side by side, memory, a hung database), every slice's budgeted benchmarks and the
// browser budgets in e2e/bench, against the running site; a summary of every budget at the end.
// Targets 127.0.0.1 only; every load run is bounded in time and stops by itself.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '@site/shared-contracts/platform';
import { parseConfig, type ServerConfig } from '../config/env';
import { resolveSecret } from '../config/secret';
import { openDatabase } from '../db/open-database';
import type { ClosableSql } from '../db/pglite-driver';
import { slices } from '../slices';
import { intFlag, parseArgs } from './args';
import { autocannonChild } from './bench/autocannon-child';
import { pacedLoad } from './bench/paced-load';
import { benchSeed } from './bench/bench-seed';
import { runBudgetScript } from './bench/budget-script';
import { budget, printBudgetSummary } from './bench/budgets';
import { remoteOwnJs } from './bench/remote-own-js';
import { benchCluster } from './bench/cluster';
import { benchHungDatabase } from './bench/hung-database';
import { gcExposed, memoryBreakdown, memoryProbe } from './bench/memory';
import { pageLoad } from './bench/page-load';
import { findBenchPages } from './bench/pages';
import { sideBySide } from './bench/side-by-side';
import { startServedSite } from './bench/served-site';
import { startSite, type RunningSite } from './bench/site';
import { benchBrowser } from './bench-browser';
import { measurePages, visitorHeaders } from './bench-kit';
import { ensureRemotes } from './ensure-remotes';
import { runCommand } from './runtime';

const SEED_CHILD = path.join(__dirname, 'bench/seed-child.ts');
const IDLE_RSS_BUDGET_MB = 300;

const sites: RunningSite[] = [];

/** Figures move with whatever else runs on the machine: say how busy it was. */
const machine = (when: string) =>
  `machine ${when}: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;

function benchContext(db: ClosableSql, config: ServerConfig, baseUrl: string, seconds: number): BenchContext {
  const secret = resolveSecret(config);
  return {
    db,
    baseUrl,
    seconds,
    async startSite(env) {
      const site = await startSite(db, config, secret, env);
      sites.push(site);
      return site.baseUrl;
    },
    visitorHeaders: (url) => visitorHeaders(url, secret),
    measurePages: (title, paths) => measurePages(baseUrl, title, paths, seconds),
    load: (options) => (options.rate ? pacedLoad({ ...options, rate: options.rate }) : autocannonChild(options)),
    pageTimes: async (options) =>
      (await pageLoad({ ...options, timeoutMs: 10_000 })).map(({ ms, status }) => ({ ms, status })),
    budget,
    remoteOwnJs,
  };
}

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const products = intFlag(flags, 'products', 100_000);
  const seconds = intFlag(flags, 'seconds', 5, 60);
  const hangSeconds = intFlag(flags, 'hang-seconds', 30, 300);
  // `--only nginx`: the seed, idle memory and the side by side with nginx, for quick runs of that budget alone.
  const only = flags.get('only');
  if (only !== undefined && only !== 'nginx') throw new Error('--only takes one value: nginx');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    SESSION_SECRET_GENERATE: 'on',
    // The pages are measured without the site's own demo popups (seeded disabled), as the budgets were set: a
    // modal opening by itself would load the popup engine on the home page at idle (docs/decisions.md).
    POPUPS_SITE_DEMO: 'off',
  };
  const config = parseConfig(env, slices);
  const secret = resolveSecret(config);
  const memory = memoryProbe();
  let ok = true;
  console.log(machine('at start'));
  console.log(`Seed: ${products} products, 2000 posts, 1000 offers, 100 users on PGlite`);
  // In a child: this process is the server whose memory is measured, and it opens the seeded data dir
  // as `npm start` would, never having held the seed's heap (V8 and WebAssembly memory are not given back).
  const seeded = await runBudgetScript(SEED_CHILD, ['--products', String(products)], {
    env,
    timeoutMs: 20 * 60_000,
  });
  if (!seeded) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error('the seed failed (its output is above)');
  }
  // The side by side's cached site runs as `npm start` in a child, on its own copy (bench/served-site.ts).
  const servedDir = `${dataDir}-served`;
  cpSync(dataDir, servedDir, { recursive: true });
  // As `npm start` serves: PGlite where PGLITE_THREAD says.
  const db = await openDatabase({
    dataDir,
    databaseUrl: undefined,
    pgliteThread: config.pgliteThread === 'worker' ? 'worker' : 'this',
  });
  try {
    await ensureRemotes(db, config);
    const site = await startSite(db, config, secret);
    sites.push(site);
    const ctx = benchContext(db, config, site.baseUrl, seconds);
    const pages = await findBenchPages(site.baseUrl);
    console.log(`\npages: ${Object.values(pages).join(' ')}`);
    const idle = await memory.idleMb();
    ok =
      budget({
        issue: '10',
        name: `idle RSS at ${products} products`,
        figure: `${idle.toFixed(0)} MB (${gcExposed() ? 'after a full GC' : 'after settling, no --expose-gc'})`,
        budget: `< ${IDLE_RSS_BUDGET_MB} MB`,
        ok: idle < IDLE_RSS_BUDGET_MB,
      }) && ok;
    console.log(`  of which ${memoryBreakdown()}`);

    memory.startLoaded();
    const uncached = await ctx.startSite({ PAGE_CACHE: 'off' });
    const served = await startServedSite(servedDir, env);
    try {
      ok = (await sideBySide({ cached: served.baseUrl, uncached, pages, seconds, products })) && ok;
    } finally {
      await served.close();
    }
    if (only !== 'nginx') {
      await ctx.measurePages('Platform', ['/api/health', '/']);
      for (const slice of slices) {
        for (const benchmark of slice.benchmarks ? await slice.benchmarks() : []) {
          console.log(`\n== ${slice.name}: ${benchmark.name}`);
          if (!(await benchmark.run(ctx))) ok = false;
        }
      }
      const loaded = memory.stopLoaded();
      console.log(`\nloaded RSS (peak during the load runs above): ${loaded.toFixed(0)} MB (reported, no budget)`);

      ok =
        (await benchHungDatabase({
          pages,
          hangSeconds,
          prepare: async (pg, options) => {
            await benchSeed(pg, options, false, undefined, config.sliceSettings);
            await ensureRemotes(pg, config);
          },
          // One address sends all of the c=20 load: mf-search's per-address flood guard (benched on its own) would
          // answer its search pages 429, which says nothing about a hung database.
          startSite: (pg) => startSite(pg, config, secret, { SEARCH_REQUESTS_PER_10S: 'off' }),
        })) && ok;
      if (!(await benchBrowser(site.baseUrl, pages))) ok = false;
      ok = (await benchCluster({ seconds })) && ok;
    }
    const met = printBudgetSummary() && ok;
    console.log(machine('at the end'));
    console.log(`\nbudgets: ${met ? 'all met' : 'NOT all met'}`);
  } finally {
    for (const site of sites.reverse()) await site.close();
    await db.close();
    for (const dir of [dataDir, servedDir]) rmSync(dir, { recursive: true, force: true });
  }
});
