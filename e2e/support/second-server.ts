import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const START_TIMEOUT_MS = 240_000;

export type SecondServer = { origin: string; stop(): Promise<void> };

/**
 * A second site beside the suite's (playwright.config.ts), on E2E_PORT + 1 with its own data dir and a tiny
 * seed, for the few specs that need a server setting the main one does not have (SITE_DIRECTION=rtl). Started
 * by the spec that asks for it, not as a webServer entry: a config entry would start it for every run of any
 * spec, and each start costs the suite a seed and a boot.
 */
export async function startSecondServer(name: string, env: Record<string, string>): Promise<SecondServer> {
  const port = E2E_PORT + 1;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(ROOT, `.tmp/e2e-data-${name}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('sh', ['-c', 'npm run seed -- --products 48 --posts 8 --offers 8 --users 2 && exec npm start'], {
    cwd: ROOT,
    // Its own process group, so stopping it ends npm and the server under it.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const server = { origin, stop: () => stop(child) };
  try {
    await healthy(origin, child, () => stderr);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function healthy(origin: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the second server exited (${child.exitCode}): ${stderr()}`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the second server did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s: ${stderr()}`);
}

/** Signal the server's process group; one that has already gone is fine. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(-pid, name);
  } catch {
    // ESRCH: nothing left to stop.
  }
}

function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (child.exitCode !== null || child.signalCode !== null || !pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signal(pid, 'SIGTERM');
  const kill = setTimeout(() => signal(pid, 'SIGKILL'), 10_000);
  return exited.finally(() => clearTimeout(kill));
}
