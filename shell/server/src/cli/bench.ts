// npm run bench [-- --products N --seconds S]: seed time at scale, then warm page and API latency.
// Targets 127.0.0.1 only; every load run is bounded in time and stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../app';
import { parseConfig } from '../config/env';
import { resolveSecret } from '../config/secret';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { migrationSources } from '../migrations';
import { runSeed } from '../seed-runner';
import { slices } from '../slices';
import { intFlag, parseArgs } from './args';
import { benchSearchBrowser } from './bench-browser';
import { benchLoginFlood } from './bench-login-flood';
import { benchSearch } from './bench-search';
import { ensureRemotes } from './ensure-remotes';
import { createProgress } from './progress';
import { runCommand } from './runtime';

const SEED_BUDGET_SECONDS = 180;

async function measure(url: string, seconds: number, connections: number) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    url: new URL(url).pathname + new URL(url).search,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

runCommand(async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const products = intFlag(flags, 'products', 100_000);
  const seconds = intFlag(flags, 'seconds', 5, 60);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined });
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrate(db, migrationSources(slices));
    console.log(`Seed: ${products} products, 2000 posts, 1000 offers, 100 users on PGlite`);
    const seedSeconds = await runSeed(
      db,
      slices,
      { products, posts: 2000, offers: 1000, users: 100 },
      createProgress(),
    );
    const verdict = seedSeconds < SEED_BUDGET_SECONDS ? 'within' : 'OVER';
    console.log(`seed time: ${seedSeconds.toFixed(1)} s (${verdict} the ${SEED_BUDGET_SECONDS} s budget)`);

    await ensureRemotes(db, config);
    const app = await buildApp({ config, db, slices, secret: resolveSecret(config), logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const routes = [
      '/api/health',
      '/',
      '/shop',
      '/shop?orderby=price&paged=50',
      '/offers',
      '/blog',
      '/search?s=wireless',
    ];
    console.log(`\nWarm latency, ${seconds} s per route, 10 connections (ms):`);
    console.log('route'.padEnd(36), 'requests'.padStart(9), 'p50'.padStart(6), 'p99'.padStart(6), 'errors'.padStart(7));
    for (const route of routes) {
      await measure(`${address}${route}`, 1, 2); // warm-up
      const r = await measure(`${address}${route}`, seconds, 10);
      console.log(
        r.url.padEnd(36),
        String(r.requests).padStart(9),
        String(r.p50).padStart(6),
        String(r.p99).padStart(6),
        String(r.errors).padStart(7),
      );
    }
    await benchLoginFlood(address, resolveSecret(config), seconds);
    // Search budgets (issue 3): a second app with mf-search's response cache off measures the engine itself.
    process.env.SEARCH_RESPONSE_CACHE = 'off';
    const engine = await buildApp({ config, db, slices, secret: resolveSecret(config), logger: false });
    delete process.env.SEARCH_RESPONSE_CACHE;
    const engineAddress = await engine.listen({ port: 0, host: '127.0.0.1' });
    const searchOk = await benchSearch({ cached: address, uncached: engineAddress }, seconds, db);
    const browserOk = await benchSearchBrowser(address);
    console.log(`\nsearch budgets: ${searchOk && browserOk ? 'all met' : 'NOT all met'}`);
    await engine.close();
    await app.close();
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
