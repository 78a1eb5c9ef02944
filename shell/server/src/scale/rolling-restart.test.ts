import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyPostgresTemplate, postgresAvailable, REPO_ROOT } from '../../../../tools/testing/test-db';
import { redisAnswers } from './redis-connection';
import { SITE_URL } from './testing/http';

const REDIS = { host: '127.0.0.1', port: Number(process.env.SITE_TEST_REDIS_PORT ?? 6379) };
const LISTENING = /^worker (\d+) listening$/gm;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, test: () => boolean, ms: number, output: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Keep-alive clients asking in a loop, as a load balancer's pool would; every answer that is not 200 is kept. */
function load(port: number, clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const ask = (url: string) =>
    new Promise<void>((resolve) => {
      const req = request(
        { host: '127.0.0.1', port, path: url, agent, headers: { host: new URL(SITE_URL).host } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) answered += 1;
            else failures.push(`${url}: ${res.statusCode}`);
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        failures.push(`${url}: ${error.message}`);
        resolve();
      });
      // A request left unanswered would hold stop() until the test's own timeout, saying nothing: name it instead.
      req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
      req.end();
    });
  const loops = Array.from({ length: clients }, async (_, i) => {
    while (running) await ask(i % 2 ? '/api/health' : '/blog');
  });
  return {
    answered: () => answered,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return failures;
    },
  };
}

// The primary's SIGHUP: every worker replaced one at a time, a new one listening before the old one drains,
// while keep-alive clients keep asking. Skipped, saying so, without PostgreSQL and Redis to share.
describe('a rolling restart of WEB_CONCURRENCY=2', () => {
  let skipped: string | null = null;
  let primary: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  let output = '';
  let port = 0;

  beforeAll(async () => {
    if (!postgresAvailable()) skipped = 'PostgreSQL (127.0.0.1:5432) is not reachable';
    else if (!(await redisAnswers(REDIS.host, REDIS.port)))
      skipped = `Redis (${REDIS.host}:${REDIS.port}) is not reachable`;
    if (skipped) {
      console.warn(`[scale] rolling-restart suite skipped: ${skipped}`);
      return;
    }
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'shell/server/src/scale/testing/cluster-for-test.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_URL,
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '2',
        DATABASE_URL: copy.url.toString(),
        REDIS_URL: `redis://${REDIS.host}:${REDIS.port}/5`,
        REDIS_PREFIX: `rolling-test-${randomBytes(4).toString('hex')}:`,
        SESSION_SECRET: randomBytes(24).toString('base64url'),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rolling-')),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      'two workers',
      () => [...output.matchAll(LISTENING)].length >= 2,
      120_000,
      () => output,
    );
  }, 180_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      const exited = new Promise((resolve) => primary?.once('exit', resolve));
      primary.kill('SIGTERM');
      await exited;
    }
    await drop?.();
  }, 30_000);

  it('replaces both workers on SIGHUP with every request answered', async () => {
    if (skipped) return;
    const before = [...output.matchAll(LISTENING)].map((m) => Number(m[1]));
    const clients = load(port, 6);
    await until(
      'answers before the restart',
      () => clients.answered() > 20,
      20_000,
      () => output,
    );
    primary?.kill('SIGHUP');
    await until(
      'two new workers',
      () => [...output.matchAll(LISTENING)].length >= 4,
      120_000,
      () => output,
    );
    await until(
      'the old workers gone',
      () => before.every((pid) => !alive(pid)),
      30_000,
      () => output,
    );
    const answeredAfter = clients.answered();
    await until(
      'answers after the restart',
      () => clients.answered() > answeredAfter + 20,
      20_000,
      () => output,
    );
    expect(await clients.stop()).toEqual([]);
    const after = [...output.matchAll(LISTENING)].map((m) => Number(m[1])).slice(2);
    expect(after.every((pid) => !before.includes(pid) && alive(pid))).toBe(true);
  }, 240_000);
});
