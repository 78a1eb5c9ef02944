import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisAnswers } from '../../scale/redis-connection';
import { REPO_ROOT } from '../../store/remote-builds';
import { budget } from './budgets';
import { runChild } from './child-process';
import { benchChaos, CHAOS_SECONDS } from './cluster-chaos';
import { benchSpeedup, SPEEDUP_BUDGET } from './cluster-speedup';
import { freshPostgresDatabase, postgresReachable } from './postgres-copy';

// The chaos run and the 1-worker cluster use this port, the 2-worker cluster the next one.
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3790);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

export type ClusterBenchOptions = {
  /** Seconds of each measured speedup run. */
  seconds: number;
  /** Rounds of the speedup comparison (each measures 1 and 2 workers once); the figure is their medians'. */
  rounds?: number;
  /** Which budgets to measure (both by default). */
  parts?: { speedup: boolean; chaos: boolean };
};

/**
 * Issue 17's budgets on a fresh PostgreSQL database and Redis (a key prefix of its own): home-page
 * throughput with 2 workers against 1 (cluster-speedup.ts), and a 30 s load with no failed request while a
 * worker is stopped and replaced and a remote version is switched (cluster-chaos.ts).
 */
export async function benchCluster(options: ClusterBenchOptions): Promise<boolean> {
  const parts = options.parts ?? { speedup: true, chaos: true };
  console.log('\n== Scale out (issue 17): a cluster on PostgreSQL + Redis');
  const redisUp = await redisAnswers('127.0.0.1', Number(new URL(REDIS_URL).port || 6379));
  if (!(await postgresReachable()) || !redisUp) {
    const why = 'PostgreSQL or Redis not reachable';
    if (parts.speedup) {
      budget({
        issue: '17',
        name: '2 workers / 1 worker, home page rendered (PAGE_CACHE=off)',
        figure: why,
        budget: `>= ${SPEEDUP_BUDGET}x`,
        ok: null,
      });
    }
    if (parts.chaos) {
      budget({ issue: '17', name: `failed requests, c=50 ${CHAOS_SECONDS} s`, figure: why, budget: '0', ok: null });
    }
    return true;
  }
  const pg = await freshPostgresDatabase();
  const dataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `site-bench-cluster-${name}-`));
  const dataDirs = [dataDir('one'), dataDir('two')] as const;
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: pg.url.toString(),
    REDIS_URL,
    REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    AUTH_DEV_OUTBOX: 'off',
    // As the main bench: the pages without the site's own demo popups (npm start would seed them enabled).
    POPUPS_SITE_DEMO: 'off',
    // One address sends all the load: mf-search's per-address flood guard is benched on its own.
    SEARCH_REQUESTS_PER_10S: 'off',
  };
  let ok = true;
  try {
    // Seeded by a command of its own, as an operator would: a cluster that found the database empty would seed
    // it in the process that then serves alone (WEB_CONCURRENCY=1), its heap still holding the seed's garbage.
    const seeded = await runChild(process.execPath, ['--import', 'tsx', 'shell/server/src/cli/seed.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDirs[0] },
      timeoutMs: 10 * 60_000,
    });
    if (seeded.code !== 0) throw new Error(`seeding the cluster's database failed:\n${seeded.stderr.slice(-2000)}`);
    if (parts.speedup) {
      const rounds = options.rounds ?? 3;
      const speedup = { port: PORT, seconds: options.seconds, rounds, dataDirs: [...dataDirs] as [string, string] };
      // The budget is taken on the rendered page; the cached one is printed with the ceiling wrk's share sets.
      ok = (await benchSpeedup({ ...env, PAGE_CACHE: 'off' }, { ...speedup, page: 'rendered' })) && ok;
      await benchSpeedup(env, { ...speedup, page: 'cached' });
    }
    if (parts.chaos) {
      ok =
        (await benchChaos({ ...env, DATA_DIR: dataDirs[0] }, { port: PORT, redisUrl: REDIS_URL, openDb: pg.open })) &&
        ok;
    }
  } finally {
    await pg.drop().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}
