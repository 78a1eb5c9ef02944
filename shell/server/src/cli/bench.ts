// npm run bench [-- --products N --seconds S --hang-seconds H --only nginx|scale] (npm run bench -- --help): seed at scale,
// then the platform's budgets (nginx side by side, memory, a hung database), every slice's budgeted benchmarks,
// the catalogue at scale and the browser budgets in e2e/bench, against the running site; a summary of every
// budget at the end. Targets 127.0.0.1 only; every load run is bounded in time and stops by itself.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '@site/shared-contracts/platform';
import { parseConfig, type ServerConfig } from '../config/env';
import { resolveSecret } from '../config/secret';
import { openDatabase } from '../db/open-database';
import type { ClosableSql } from '../db/pglite-driver';
import { slices } from '../slices';
import { choiceFlag, intFlag, parseCommand, type CommandSpec } from './args';
import { autocannonChild } from './bench/autocannon-child';
import { pacedLoad } from './bench/paced-load';
import { benchSeed } from './bench/bench-seed';
import { runBudgetScript } from './bench/budget-script';
import { benchDatabase } from './bench/bench-database';
import { budget, printBudgetSummary, setBindingScale } from './bench/budgets';
import { hostSpeed } from './bench/host-speed';
import { benchScale } from './bench/scale-section';
import { remoteOwnJs } from './bench/remote-own-js';
import { benchCluster } from './bench/cluster';
import { benchHungDatabase } from './bench/hung-database';
import { gcExposed, memoryBreakdown, memoryProbe } from './bench/memory';
import { pageLoad } from './bench/page-load';
import { findBenchPages, type BenchPages } from './bench/pages';
import { sideBySide } from './bench/side-by-side';
import { startServedSite } from './bench/served-site';
import { startSite, type RunningSite } from './bench/site';
import { benchBrowser } from './bench-browser';
import { measurePages, visitorHeaders } from './bench-kit';
import { ensureRemotes } from './ensure-remotes';
import { runCommand } from './runtime';

const SEED_CHILD = path.join(__dirname, 'bench/seed-child.ts');
const IDLE_RSS_BUDGET_MB = 300;
const BUDGET_SCALE = 100_000;

const SPEC: CommandSpec = {
  command: 'npm run bench --',
  summary: `Seeds a fresh database with N products and measures every budget against it, printing each figure beside
its budget and a summary at the end. On PGlite in a temporary data dir, or, with DATABASE_URL set, in a fresh
database on that PostgreSQL server (dropped at the end).`,
  flags: {
    products: { type: 'string', value: 'N', description: 'products to seed (default 100 000, up to 1 000 000)' },
    seconds: { type: 'string', value: 'S', description: 'seconds of each load run (default 5, at most 60)' },
    'hang-seconds': {
      type: 'string',
      value: 'H',
      description: 'how long the hung-database run holds PostgreSQL (default 30, at most 300)',
    },
    only: {
      type: 'string',
      value: 'nginx|scale',
      description:
        'nginx: the seed, idle memory and the side by side with nginx only; scale: the seed and the catalogue at scale only (issue 29: npm start with every cache off)',
    },
  },
  details:
    'The budgets of earlier issues are binding at 100 000 products; at other sizes they are printed, not judged.',
};

const sites: RunningSite[] = [];

/** Figures move with whatever else runs on the machine: say how busy it was. */
const machine = (when: string) =>
  `machine ${when}: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;

function benchContext(
  db: ClosableSql,
  config: ServerConfig,
  baseUrl: string,
  seconds: number,
  products: number,
): BenchContext {
  const secret = resolveSecret(config);
  return {
    db,
    products,
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

/**
 * In a child: this process is the server whose memory is measured, and it opens the seeded database as `npm start`
 * would, never having held the seed's heap (V8 and WebAssembly memory are not given back). As `npm run seed` runs:
 * glibc's mmap threshold is the server's memory setting (package.json's start), and for a batch job that allocates
 * large buffers by the million it is system calls and page faults.
 */
async function seedInChild(env: NodeJS.ProcessEnv, products: number): Promise<void> {
  const seedEnv: NodeJS.ProcessEnv = { ...env };
  delete seedEnv.MALLOC_MMAP_THRESHOLD_;
  const seeded = await runBudgetScript(SEED_CHILD, ['--products', String(products)], {
    env: seedEnv,
    timeoutMs: 30 * 60_000,
  });
  if (!seeded) throw new Error('the seed failed (its output is above)');
}

/** The site's idle memory: budgeted on PGlite, where the data lives in this process; reported on PostgreSQL. */
async function idleMemoryBudget(
  memory: ReturnType<typeof memoryProbe>,
  products: number,
  driver: string,
): Promise<boolean> {
  const idle = await memory.idleMb();
  const idleFigure = `${idle.toFixed(0)} MB (${gcExposed() ? 'after a full GC' : 'after settling, no --expose-gc'})`;
  let ok = true;
  if (driver === 'pglite') {
    ok = budget({
      issue: '10',
      name: `idle RSS at ${products} products`,
      figure: idleFigure,
      budget: `< ${IDLE_RSS_BUDGET_MB} MB`,
      ok: idle < IDLE_RSS_BUDGET_MB,
    });
  } else console.log(`idle RSS at ${products} products: ${idleFigure} (PostgreSQL holds the data)`);
  console.log(`  of which ${memoryBreakdown()}`);
  return ok;
}

/** The site as nginx would serve its cached pages, beside the uncached site (issue 10's side by side). */
async function servedSideBySide(o: {
  ctx: BenchContext;
  servedDir: string;
  env: NodeJS.ProcessEnv;
  pages: BenchPages;
  seconds: number;
  products: number;
}): Promise<boolean> {
  const uncached = await o.ctx.startSite({ PAGE_CACHE: 'off' });
  const served = await startServedSite(o.servedDir, o.env);
  try {
    return await sideBySide({
      cached: served.baseUrl,
      uncached,
      pages: o.pages,
      seconds: o.seconds,
      products: o.products,
    });
  } finally {
    await served.close();
  }
}

/** After the load runs: a hung database, the browser budgets against the site, and the cluster. */
async function benchAfterLoads(o: {
  config: ServerConfig;
  secret: string;
  pages: BenchPages;
  hangSeconds: number;
  seconds: number;
  baseUrl: string;
  dataDir: string;
}): Promise<boolean> {
  let ok = await benchHungDatabase({
    pages: o.pages,
    hangSeconds: o.hangSeconds,
    prepare: async (pg, options) => {
      await benchSeed(pg, options, false, undefined, o.config.sliceSettings);
      await ensureRemotes(pg, o.config);
    },
    // One address sends all of the c=20 load: mf-search's per-address flood guard (benched on its own) would
    // answer its search pages 429, which says nothing about a hung database.
    startSite: (pg) => startSite(pg, o.config, o.secret, { SEARCH_REQUESTS_PER_10S: 'off' }),
  });
  if (!(await benchBrowser(o.baseUrl, o.pages, { DATA_DIR: o.dataDir }))) ok = false;
  return (await benchCluster({ seconds: o.seconds })) && ok;
}

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), SPEC);
  if (!parsed) return;
  const { flags } = parsed;
  const products = intFlag(flags, 'products', 100_000);
  const seconds = intFlag(flags, 'seconds', 5, 60);
  const hangSeconds = intFlag(flags, 'hang-seconds', 30, 300);
  const only = choiceFlag(flags, 'only', ['nginx', 'scale']);
  setBindingScale(products, BUDGET_SCALE);
  const database = await benchDatabase(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    SESSION_SECRET_GENERATE: 'on',
    // The pages are measured without the site's own demo popups (seeded disabled), as the budgets were set: a
    // modal opening by itself would load the popup engine on the home page at idle (docs/decisions.md).
    POPUPS_SITE_DEMO: 'off',
  };
  const config = parseConfig(env, slices);
  const secret = resolveSecret(config);
  const memory = memoryProbe();
  const copies: string[] = [];
  let ok = true;
  console.log(machine('at start'));
  console.log(
    `host speed: ${hostSpeed().toFixed(2)} SHA-256 of 64 KB a millisecond (the same fixed work on every host)`,
  );
  console.log(`Seed: ${products} products, 2000 posts, 1000 offers, 100 users on ${database.driver}`);
  try {
    await seedInChild(env, products);
    // The side by side's cached site and the scale section's site run as `npm start` in children, each on a copy
    // of the data dir made before anything opens it (PGlite holds a data dir for one process).
    const copyOf = (suffix: string) => {
      const copy = `${dataDir}-${suffix}`;
      cpSync(dataDir, copy, { recursive: true });
      copies.push(copy);
      return copy;
    };
    const servedDir = only === 'scale' ? null : copyOf('served');
    const scaleDir = only === 'nginx' ? null : copyOf('scale');
    // As `npm start` serves: PGlite where PGLITE_THREAD says.
    const db = await openDatabase({
      dataDir,
      databaseUrl: database.url,
      pgliteThread: config.pgliteThread === 'worker' ? 'worker' : 'this',
    });
    try {
      await ensureRemotes(db, config);
      const site = await startSite(db, config, secret);
      sites.push(site);
      const ctx = benchContext(db, config, site.baseUrl, seconds, products);
      const pages = await findBenchPages(site.baseUrl);
      console.log(`\npages: ${Object.values(pages).join(' ')}`);
      ok = (await idleMemoryBudget(memory, products, database.driver)) && ok;

      memory.startLoaded();
      if (servedDir) ok = (await servedSideBySide({ ctx, servedDir, env, pages, seconds, products })) && ok;
      const benchmarks = (
        await Promise.all(slices.map(async (slice) => (slice.benchmarks ? await slice.benchmarks() : [])))
      ).flat();
      if (only === undefined) {
        await ctx.measurePages('Platform', ['/api/health', '/']);
        for (const benchmark of benchmarks.filter((b) => !b.scale)) {
          console.log(`\n== ${benchmark.name}`);
          if (!(await benchmark.run(ctx))) ok = false;
        }
      }
      if (scaleDir) {
        ok =
          (await benchScale({
            ctx,
            env: { ...env, DATA_DIR: scaleDir },
            driver: database.driver,
            pages,
            benchmarks: benchmarks.filter((b) => b.scale),
          })) && ok;
      }
      const loaded = memory.stopLoaded();
      console.log(`\nloaded RSS (peak during the load runs above): ${loaded.toFixed(0)} MB (reported, no budget)`);
      if (only === undefined) {
        ok =
          (await benchAfterLoads({ config, secret, pages, hangSeconds, seconds, baseUrl: site.baseUrl, dataDir })) &&
          ok;
      }
      const met = printBudgetSummary() && ok;
      console.log(machine('at the end'));
      console.log(`\nbudgets: ${met ? 'all met' : 'NOT all met'}`);
    } finally {
      for (const running of sites.reverse()) await running.close();
      await db.close();
    }
  } finally {
    for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
});
