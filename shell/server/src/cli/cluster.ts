import cluster, { type Worker } from 'node:cluster';

export type ClusterOptions = {
  workers: number;
  /** Printed by the primary, for the operator (the workers log on their own). */
  log: (line: string) => void;
};

// A worker that dies this soon after starting is failing to start, not crashing: stop instead of looping.
const EARLY_DEATH_MS = 5_000;
const MAX_EARLY_DEATHS = 5;

/**
 * The primary of `WEB_CONCURRENCY=N`: forks N workers that share one port (node:cluster hands each new
 * connection to a worker), replaces a worker that dies, restarts them one at a time on SIGHUP (a new one
 * listens before the old one drains, so the port never goes unanswered), and on SIGTERM/SIGINT passes
 * the signal on and exits when every worker has drained and closed its pools.
 */
export function runPrimary(options: ClusterOptions): void {
  let stopping = false;
  let earlyDeaths = 0;
  const started = new Map<number, number>();
  // Workers a rolling restart has already replaced: their exit needs no new one.
  const replaced = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  // For the operator (and the cluster bench, which waits for every worker): when a new worker takes requests.
  cluster.on('listening', (worker) => options.log(`worker ${worker.process.pid} listening`));

  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (replaced.delete(worker.id)) return;
    options.log(`worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`);
    if (age < EARLY_DEATH_MS && ++earlyDeaths >= MAX_EARLY_DEATHS) {
      options.log('workers keep failing at start: stopping (see their errors above)');
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each worker forces itself out after 10 s; this is the backstop for one that hangs harder.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || stopping) return;
    restarting = true;
    options.log('SIGHUP: restarting workers one at a time');
    rollingRestart().finally(() => {
      restarting = false;
    });
  });

  async function rollingRestart(): Promise<void> {
    for (const old of Object.values(cluster.workers ?? {})) {
      if (!old || stopping) continue;
      const next = fork();
      await new Promise<void>((resolve) => {
        next.once('listening', () => resolve());
        next.once('exit', () => resolve());
      });
      await new Promise<void>((resolve) => {
        old.once('exit', () => resolve());
        replaced.add(old.id);
        // SIGTERM alone, not disconnect() first: disconnect closes the worker's server at once, which drops
        // every idle keep-alive socket under its client; SIGTERM runs the worker's drain (platform/drain.ts).
        old.process.kill('SIGTERM');
      });
    }
  }

  for (let i = 0; i < options.workers; i++) fork();
}

export const isClusterWorker = (): boolean => cluster.isWorker;
