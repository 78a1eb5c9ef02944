import path from 'node:path';
import { Redis } from 'ioredis';
import type { ClosableSql } from '../../db/pglite-driver';
import { localBuildInfo } from '../../store/local-build-info';
import { publishRemote } from '../../store/publish';
import { buildDirOf, packageVersionOf } from '../../store/remote-builds';
import { createRegistry } from '../../store/registry';
import type { LoadRun } from './autocannon-child';
import { budget } from './budgets';
import { type Cluster, startCluster, workerPids } from './cluster-process';
import { closedLoop } from './wrk';

const SEARCH_PATH = '/api/sss/v1/suggestions/desk';
export const CHAOS_SECONDS = 30;
const STOP_AT_MS = 8_000;
const SWITCH_AT_MS = 16_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** When the stopped worker is gone and its replacement listens, printed as they happen (up to 40 s). */
async function followReplacement(cluster: Cluster, victim: number, at: () => string): Promise<void> {
  const before = new Set(workerPids(cluster.primary));
  const listened = () => cluster.output().match(/^worker \d+ listening$/gm)?.length ?? 0;
  const listenedBefore = listened();
  let gone = false;
  let replacement: number | undefined;
  let listening = false;
  const deadline = Date.now() + 40_000;
  while ((!gone || !listening) && Date.now() < deadline) {
    if (!gone && !alive(victim)) {
      gone = true;
      console.log(`  t=${at()} s: worker ${victim} has drained and exited`);
    }
    if (replacement === undefined) {
      replacement = workerPids(cluster.primary).find((pid) => !before.has(pid));
      if (replacement !== undefined) console.log(`  t=${at()} s: worker ${replacement} started in its place`);
    }
    if (!listening && listened() > listenedBefore) {
      listening = true;
      console.log(`  t=${at()} s: the new worker listens`);
    }
    await sleep(100);
  }
}

const failures = (run: LoadRun) => run.errors + run.non2xx;
const report = (name: string, run: LoadRun) =>
  `  ${name}: ${run.requests} answers, ${run.errors} socket errors (${run.errorKinds ?? '?'}), ` +
  `${run.non2xx} not 2xx (${run.nonSuccess ?? '?'})`;

/**
 * Issue 17's zero-error budget: a 30 s closed-loop load at c=50 (25 connections on `/`, 25 on a search
 * endpoint) on a 2-worker cluster while, at 8 s, one worker gets SIGTERM (it drains; the primary starts
 * another) and, at 16 s, a new mf-search version is published, activated and announced. Every request that
 * failed counts: socket errors (connect, read, write: resets) and time-outs, and every answer that was not a
 * 2xx (a 503 from load shedding or a draining worker, a 5xx, a redirect), each printed by kind and status.
 */
export async function benchChaos(
  env: Record<string, string>,
  options: { port: number; redisUrl: string; openDb: () => ClosableSql },
): Promise<boolean> {
  // What is counted is what a restart or a switch costs, not search's load shedding (its 503 when more
  // than 4 searches run per process, or the loop lags: by design, benched by mf-search on its own).
  const cluster = await startCluster(2, {
    ...env,
    PORT: String(options.port),
    SEARCH_MAX_CONCURRENT: '100',
    SEARCH_SHED_LAG_MS: 'off',
  });
  const db = options.openDb();
  const redis = new Redis(options.redisUrl);
  try {
    const base = `http://127.0.0.1:${options.port}`;
    // Discarded, as the speedup's: a fresh cluster's first requests load the search index and fill every
    // worker's caches. What is judged is what a restart and a switch cost (the replacement starts cold).
    await Promise.all([closedLoop(`${base}/`, 10, 3), closedLoop(`${base}${SEARCH_PATH}`, 10, 3)]);
    const started = performance.now();
    const startedAt = Date.now();
    const at = () => ((performance.now() - started) / 1000).toFixed(1);
    const load = Promise.all([
      closedLoop(`${base}/`, 25, CHAOS_SECONDS, { statuses: true }),
      closedLoop(`${base}${SEARCH_PATH}`, 25, CHAOS_SECONDS, { statuses: true }),
    ]);
    await sleep(STOP_AT_MS);
    const [victim] = workerPids(cluster.primary);
    if (victim === undefined) throw new Error('the cluster has no worker to stop');
    process.kill(victim, 'SIGTERM');
    console.log(`  t=${at()} s: worker ${victim} stopped (SIGTERM); the primary starts another`);
    const replaced = followReplacement(cluster, victim, at);
    await sleep(Math.max(0, SWITCH_AT_MS - (performance.now() - started)));
    // The operator's switch: the same build under a new version, activated, announced as a process does.
    const remote = 'mf-search';
    const storeDir = path.join(env.DATA_DIR ?? '', 'remotes');
    const { version } = await publishRemote(db, {
      remote,
      buildDir: buildDirOf(remote),
      storeDir,
      version: `${packageVersionOf(remote)}-bench-switch`,
      publisher: 'bench',
      localBuildInfo: localBuildInfo(remote),
    });
    await createRegistry(db, storeDir).activate(remote, version, { actor: 'bench' });
    await redis.publish(`${env.REDIS_PREFIX}signals`, 'bench versions');
    console.log(`  t=${at()} s: ${remote}@${version} activated`);
    const [home, search] = await load;
    await replaced;
    console.log(report('/', home));
    console.log(report(SEARCH_PATH, search));
    // The workers' own word for a 503 they chose (platform/load-shedding.ts logs why, once a second).
    for (const line of (cluster.output().match(/.*"shedding load".*/g) ?? []).slice(0, 10)) {
      const { time, pid, pressure } = JSON.parse(line) as { time: number; pid: number; pressure: string };
      console.log(`  t=${((time - startedAt) / 1000).toFixed(1)} s: worker ${pid} shed load (${pressure})`);
    }
    const failed = failures(home) + failures(search);
    return budget({
      issue: '17',
      name: `failed requests, c=50 ${CHAOS_SECONDS} s, worker restart + remote switch`,
      figure: `${failed} of ${home.requests + search.requests} (/ ${failures(home)}, search ${failures(search)})`,
      budget: '0',
      ok: failed === 0,
    });
  } finally {
    redis.disconnect();
    await db.close();
    await cluster.stop();
  }
}
