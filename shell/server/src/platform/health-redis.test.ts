import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { startTcpProxy, type TcpProxy } from '../../../../tools/testing/tcp-proxy';
import { sharedRedisEnv, TEST_REDIS, untilRedisReady } from '../../../../tools/testing/test-redis';

// /api/health is what nginx (docs/deploying.md) and a monitor ask. Redis is shared by every process, so
// Redis away is 'degraded' with 200: the site still serves pages, and taking every process out of
// rotation for it would stop it. The database is the one thing that makes health answer 503.
describe('/api/health and Redis', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let skipped = false;
  beforeAll(async () => {
    const shared = await sharedRedisEnv('the health-with-Redis suite');
    if (!shared) {
      skipped = true;
      return;
    }
    proxy = await startTcpProxy(TEST_REDIS);
    const url = new URL(shared.REDIS_URL ?? '');
    url.port = String(proxy.port);
    t = await buildTestApp({ slices: ['mf-content'], env: { ...shared, REDIS_URL: url.toString() } });
    await untilRedisReady(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const health = async () => {
    const answer = await t.app.inject({ url: '/api/health' });
    return { status: answer.statusCode, body: answer.json<{ status: string; redis: { state: string } }>() };
  };

  it('says Redis is ready while it answers', async () => {
    if (skipped) return;
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.redis).toEqual({ state: 'ready' });
  });

  it('says degraded, not down, while Redis is away, and pages keep being served', async () => {
    if (skipped) return;
    proxy.mode('refuse');
    try {
      const { status, body } = await health();
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', redis: { state: 'down' } });
      const page = await t.app.inject({ url: '/blog', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
    } finally {
      proxy.mode('pass');
    }
    // Back without a restart: the client reconnects on its own.
    await untilRedisReady(t.app);
  }, 30_000);

  it('says down when Redis is connected but answers nothing (a hung server), within about a second', async () => {
    if (skipped) return;
    proxy.mode('hang');
    try {
      const started = Date.now();
      const { status, body } = await health();
      expect(status).toBe(200);
      expect(body.redis).toEqual({ state: 'down' });
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      proxy.mode('pass');
    }
  }, 30_000);
});

describe('/api/health without Redis', () => {
  it('says the site has none (one process), which is not a fault', async () => {
    const t = await buildTestApp({ slices: ['mf-content'] });
    try {
      const answer = await t.app.inject({ url: '/api/health' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().redis).toEqual({ state: 'none' });
    } finally {
      await t.close();
    }
  });
});
