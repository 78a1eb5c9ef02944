import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../store/remote-builds';

export type Cluster = {
  primary: ChildProcess;
  port: number;
  /** Milliseconds from the spawn to the first 200 of /api/health. */
  healthyMs: number;
  /** Everything the primary and its workers printed so far. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * `npm start` with WEB_CONCURRENCY workers (on the bench's PostgreSQL and Redis, or PGlite on DATA_DIR for one);
 * resolves once it serves. `nodeFlags` go to Node before the script (`npm start`'s own: `npmStartNodeFlags`).
 */
export async function startCluster(
  workers: number,
  env: Record<string, string | undefined>,
  nodeFlags: readonly string[] = [],
): Promise<Cluster> {
  const port = Number(env.PORT);
  const primary = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'shell/server/src/cli/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...npmStartEnv(), ...env, WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const spawnedAt = Date.now();
  const deadline = spawnedAt + 300_000;
  let healthyMs = Number.NaN;
  for (;;) {
    // Killed by a signal, a process has no exit code: without the second test the bench waited 5 minutes.
    if (primary.exitCode !== null || primary.signalCode !== null) {
      const how = primary.signalCode ?? `exit ${primary.exitCode}`;
      throw new Error(`the cluster stopped at start (${how}):\n${output.slice(-2000)}`);
    }
    if (Date.now() > deadline) throw new Error(`the cluster did not start:\n${output.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && Number.isNaN(healthyMs)) healthyMs = Date.now() - spawnedAt;
    // The primary says when each worker listens (cli/cluster.ts): a run must not start while one still
    // compiles and builds its app, taking CPU from the run and leaving the other worker all the requests.
    // WEB_CONCURRENCY=1 forks nothing: the process that answered is the one server.
    const listening = output.match(/^worker \d+ listening$/gm)?.length ?? 0;
    if (ok && (workers === 1 || listening >= workers)) break;
    // Every 100 ms: how long a start takes is one of the figures (issue 29: start to healthy).
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A moment for what a worker does just after it listens (its first timers, Redis subscriptions).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    primary,
    port,
    healthyMs,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (primary.exitCode !== null) return resolve();
        primary.once('exit', () => resolve());
        primary.kill('SIGTERM');
      }),
  };
}

/** `npm start` as package.json says: `exec env [NAME=value ...] tsx [--flag ...] shell/server/src/cli/start.ts`. */
function npmStartScript(): { env: Record<string, string>; flags: string[] } {
  const scripts = (
    JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { scripts?: Record<string, string> }
  ).scripts;
  const match = /^exec env ((?:[A-Z_]+=\S+ )*)tsx((?: --[\w=-]+)*) shell\/server\/src\/cli\/start\.ts$/.exec(
    scripts?.start ?? '',
  );
  if (!match) throw new Error(`package.json's start script is not "exec env [NAME=value] tsx [flags] .../start.ts"`);
  const pairs = (match[1] ?? '').split(' ').filter(Boolean);
  return {
    env: Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
    flags: (match[2] ?? '').split(' ').filter(Boolean),
  };
}

/** The Node flags `npm start` runs with, read from package.json so the bench cannot drift from it. */
export const npmStartNodeFlags = (): string[] => npmStartScript().flags;

/** The environment `npm start` sets before Node starts (the allocator's settings), read from package.json too. */
export const npmStartEnv = (): Record<string, string> => npmStartScript().env;

/** The workers' process ids (the primary's node children). */
export function workerPids(primary: ChildProcess): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((line) => line.includes('start.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  } catch {
    return []; // ps exits 1 when the primary has no children (a worker being replaced, or the end)
  }
}

// Linux's /proc figures are in clock ticks; USER_HZ is 100 on every architecture Node runs on.
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] is field 3, the state. */
function statFields(pid: number | 'self'): string[] {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds (user + system) a process has used; 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used by this process's children that have ended and been waited for: across a load run, what
 * the load generator (a child that ends with the run) used.
 */
export function endedChildrenCpuSeconds(): number {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** The whole machine's busy CPU seconds (all cores, everyone's processes). */
export function machineBusySeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
