import { createServer, type Server } from 'node:net';
import type { Redis } from 'ioredis';
import { openRedis } from './redis-connection';
import { createRateLimits } from './rate-limits';

const rule = { max: 3, windowMs: 60_000 } as const;

describe('rate limits in memory (one process)', () => {
  it('refuses the attempt after the budget, and a refund gives one back', async () => {
    const limits = createRateLimits({ redis: null, prefix: 'test:' });
    const login = limits.limiter({ name: 'login', ...rule, whenStoreDown: 'refuse' });
    for (let i = 0; i < 3; i++) expect(await login.take('a')).toEqual({ ok: true });
    expect(await login.take('a')).toMatchObject({ ok: false, retryAfterSeconds: 60 });
    expect(await login.peek('b')).toEqual({ ok: true });
    await login.refund('a');
    await login.refund('a');
    expect(await login.take('a')).toEqual({ ok: true });
  });

  it('will not define one rule twice', () => {
    const limits = createRateLimits({ redis: null, prefix: 'test:' });
    limits.limiter({ name: 'x', ...rule, whenStoreDown: 'allow' });
    expect(() => limits.limiter({ name: 'x', ...rule, whenStoreDown: 'allow' })).toThrow(/defined twice/);
  });
});

describe('rate limits when Redis cannot be reached', () => {
  let server: Server;
  let redis: Redis;
  beforeAll(async () => {
    // A port that accepts and closes at once: the client never becomes ready.
    server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    redis = openRedis(`redis://127.0.0.1:${address.port}`, 'test');
  });
  afterAll(async () => {
    redis.disconnect();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses what guards secrets and allows what keeps the site serving, without waiting', async () => {
    const limits = createRateLimits({ redis, prefix: 'test:' });
    const login = limits.limiter({ name: 'login', ...rule, whenStoreDown: 'refuse' });
    const telemetry = limits.limiter({ name: 'telemetry', ...rule, whenStoreDown: 'allow' });
    const started = Date.now();
    expect(await login.take('a')).toMatchObject({ ok: false, storeDown: true });
    expect(await login.peek('a')).toMatchObject({ ok: false, storeDown: true });
    expect(await telemetry.take('a')).toEqual({ ok: true });
    await login.refund('a');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
