import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { ClosableSql } from '../../db/pglite-driver';
import { redisAnswers } from '../../scale/redis-connection';
import { buildDirOf, packageVersionOf, REPO_ROOT } from '../../store/remote-builds';
import { localBuildInfo } from '../../store/local-build-info';
import { publishRemote } from '../../store/publish';
import { createRegistry } from '../../store/registry';
import { budget } from './budgets';
import { freshPostgresDatabase, postgresReachable } from './postgres-copy';
import { closedLoop } from './wrk';

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3790);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const SEARCH_PATH = '/api/sss/v1/suggestions/desk';
const SPEEDUP_BUDGET = 1.6;
const CHAOS_SECONDS = 30;

type Cluster = { primary: ChildProcess; stop(): Promise<void> };

/** `npm start` with WEB_CONCURRENCY workers on the bench's PostgreSQL and Redis; resolves once it serves. */
async function startCluster(workers: number, env: Record<string, string>): Promise<Cluster> {
  const primary = spawn(process.execPath, ['--import', 'tsx', 'shell/server/src/cli/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    // Killed by a signal, a process has no exit code: without the second test the bench waited 5 minutes.
    if (primary.exitCode !== null || primary.signalCode !== null) {
      const how = primary.signalCode ?? `exit ${primary.exitCode}`;
      throw new Error(`the cluster stopped at start (${how}):\n${output.slice(-2000)}`);
    }
    if (Date.now() > deadline) throw new Error(`the cluster did not start:\n${output.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    // Every worker listens before the health answer means the whole cluster: wait a moment more for the last.
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return {
    primary,
    stop: () =>
      new Promise((resolve) => {
        if (primary.exitCode !== null) return resolve();
        primary.once('exit', () => resolve());
        primary.kill('SIGTERM');
      }),
  };
}

/** The workers' process ids (the primary's node children). */
function workerPids(primary: ChildProcess): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('start.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/**
 * Issue 17's budgets: home-page throughput with 2 workers against 1 (both on PostgreSQL + Redis, the
 * page cache on), and a 30 s load on `/` and a search endpoint with no error while a worker is stopped
 * (SIGTERM: it drains) and replaced, and a remote version is switched mid-run.
 */
export async function benchCluster(seconds: number): Promise<boolean> {
  console.log('\n== Scale out (issue 17): a cluster on PostgreSQL + Redis');
  const redisUp = await redisAnswers('127.0.0.1', Number(new URL(REDIS_URL).port || 6379));
  if (!(await postgresReachable()) || !redisUp) {
    const why = 'PostgreSQL or Redis not reachable';
    budget({
      issue: '17',
      name: '2 workers / 1 worker, home page',
      figure: why,
      budget: `>= ${SPEEDUP_BUDGET}x`,
      ok: null,
    });
    budget({ issue: '17', name: 'errors, c=50 with restarts', figure: why, budget: '0', ok: null });
    return true;
  }
  const pg = await freshPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-cluster-'));
  const prefix = `bench-${randomBytes(4).toString('hex')}:`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: pg.url.toString(),
    REDIS_URL,
    REDIS_PREFIX: prefix,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    AUTH_DEV_OUTBOX: 'off',
    // As the main bench: the pages without the site's own demo popups (npm start would seed them enabled).
    POPUPS_SITE_DEMO: 'off',
    // One address sends all the load: mf-search's per-address flood guard is benched on its own.
    SEARCH_REQUESTS_PER_10S: 'off',
  };
  let ok = true;
  try {
    const rates: number[] = [];
    for (const workers of [1, 2]) {
      const cluster = await startCluster(workers, env);
      try {
        await closedLoop(`http://127.0.0.1:${PORT}/`, 50, 2); // warm the page cache and the JIT
        const figures = await closedLoop(`http://127.0.0.1:${PORT}/`, 50, seconds);
        console.log(`  ${workers} worker(s): ${figures.rate.toFixed(0)} req/s, p99 ${figures.p99.toFixed(1)} ms`);
        rates.push(figures.rate);
      } finally {
        await cluster.stop();
      }
    }
    const speedup = (rates[1] ?? 0) / (rates[0] || 1);
    ok =
      budget({
        issue: '17',
        name: '2 workers / 1 worker, home page',
        figure: `${speedup.toFixed(2)}x (${rates.map((r) => r.toFixed(0)).join(' -> ')} req/s, ${os.availableParallelism()} cores)`,
        budget: `>= ${SPEEDUP_BUDGET}x`,
        ok: speedup >= SPEEDUP_BUDGET,
      }) && ok;
    ok = (await chaos(env, pg.open)) && ok;
  } finally {
    await pg.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

async function chaos(env: Record<string, string>, openDb: () => ClosableSql) {
  // What is counted is what a restart or a switch costs, not search's load shedding (its 503 when more
  // than 4 searches run per process, or the loop lags: by design, benched by mf-search on its own).
  const cluster = await startCluster(2, { ...env, SEARCH_MAX_CONCURRENT: '100', SEARCH_SHED_LAG_MS: 'off' });
  const db = openDb();
  const redis = new Redis(REDIS_URL);
  try {
    const load = Promise.all([
      closedLoop(`http://127.0.0.1:${PORT}/`, 25, CHAOS_SECONDS),
      closedLoop(`http://127.0.0.1:${PORT}${SEARCH_PATH}`, 25, CHAOS_SECONDS),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const [victim] = workerPids(cluster.primary);
    if (victim) process.kill(victim, 'SIGTERM');
    console.log(`  t=8 s: worker ${victim} stopped (SIGTERM); the primary starts another`);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    // The operator's switch: the same build under a new version, activated, announced as a process does.
    const remote = 'mf-search';
    const { version } = await publishRemote(db, {
      remote,
      buildDir: buildDirOf(remote),
      storeDir: path.join(env.DATA_DIR ?? '', 'remotes'),
      version: `${packageVersionOf(remote)}-bench-switch`,
      publisher: 'bench',
      localBuildInfo: localBuildInfo(remote),
    });
    await createRegistry(db, path.join(env.DATA_DIR ?? '', 'remotes')).activate(remote, version, { actor: 'bench' });
    await redis.publish(`${env.REDIS_PREFIX}signals`, 'bench versions');
    console.log(`  t=16 s: ${remote}@${version} activated`);
    const [home, search] = await load;
    const errors = (f: { errors: number; non2xx: number }) => f.errors + f.non2xx;
    console.log(
      `  socket errors: / ${home.errors} (${home.errorKinds ?? '?'}), search ${search.errors} (${search.errorKinds ?? '?'})`,
    );
    console.log(
      `  / : ${home.requests} requests, ${errors(home)} errors; search: ${search.requests} requests, ${errors(search)} errors`,
    );
    return budget({
      issue: '17',
      name: `errors, c=50 ${CHAOS_SECONDS} s, worker restart + remote switch`,
      figure: `${errors(home) + errors(search)} of ${home.requests + search.requests}`,
      budget: '0',
      ok: errors(home) + errors(search) === 0,
    });
  } finally {
    redis.disconnect();
    await db.close();
    await cluster.stop();
  }
}
