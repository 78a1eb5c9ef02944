import Fastify, { type FastifyInstance } from 'fastify';
import { HttpError } from '@site/platform-kit/http';
import type { RateLimits } from '@site/shared-contracts/platform';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { sharedRedisEnv, UNREACHABLE_REDIS_ENV, untilRedisReady } from '../../../../tools/testing/test-redis';
import type { SearchSettings } from '../settings';
import { searchTestApp } from '../testing/search-test-app';
import { registerSearchGuard } from './search-guard';
import { watchEventLoop } from './loop-watch';

const SETTINGS: SearchSettings = {
  defaultSort: 'relevance',
  panelEnabled: false,
  cacheEnabled: true,
  requestsPer10s: null,
  maxConcurrent: 2,
  shedLagMs: null,
  suggestDeny: [],
};

// The bare apps below have no per-address limit (requestsPer10s: null): they never ask for a limiter.
const NO_LIMITS: RateLimits = {
  limiter: () => {
    throw new Error('the bare guard apps define no rate limit');
  },
};

/** A bare app with the guard and a search that takes `ms`, answering errors as the shell does. */
async function guarded(ms: number, settings: Partial<SearchSettings>, loopBusy?: () => boolean) {
  const app: FastifyInstance = Fastify({ logger: false });
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) return reply.status(500).send({ error: { code: 'INTERNAL_ERROR' } });
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ error: { code: error.code, message: error.message } });
  });
  await app.register(async (slice) => {
    await registerSearchGuard(slice, { ...SETTINGS, ...settings }, NO_LIMITS, loopBusy);
    slice.get('/search', async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { ok: true };
    });
  });
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('the search load guard', () => {
  it('answers 503 with Retry-After at once when the cap of running searches is reached, and frees slots', async () => {
    const app = await guarded(200, { maxConcurrent: 2 });
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/search' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503, 503]);
    const busy = answers.find((a) => a.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('1');
    expect(busy?.json().error.code).toBe('SEARCH_BUSY');
    expect(performance.now() - started).toBeLessThan(2_000);
    // The slots came back: the next searches run, and routes outside the slice were never counted.
    expect(
      (await Promise.all([app.inject({ url: '/search' }), app.inject({ url: '/search' })])).map((a) => a.statusCode),
    ).toEqual([200, 200]);
    await app.close();
  });

  it('sheds searches while the event loop is backed up, leaving other routes alone', async () => {
    let busy = true;
    const app = await guarded(1, {}, () => busy);
    expect((await app.inject({ url: '/search' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    busy = false;
    expect((await app.inject({ url: '/search' })).statusCode).toBe(200);
    await app.close();
  });

  it('sees a blocked event loop as busy, and a free one as not', async () => {
    const watch = watchEventLoop(30);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(watch.busy()).toBe(false);
    const until = performance.now() + 80;
    while (performance.now() < until) {
      // Blocking on purpose: what a synchronous search does to the loop.
    }
    expect(watch.busy()).toBe(true);
    watch.stop();
  });
});

describe.each(testDrivers())('search rate limit per address on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await searchTestApp({ driver, env: { SEARCH_REQUESTS_PER_10S: '5' } });
  }, 60_000);
  afterAll(() => t.close());

  it('answers the 6th search within 10 s from one address 429 with Retry-After; another address is unaffected', async () => {
    const from = (remoteAddress: string, url: string) => t.app.inject({ url, remoteAddress });
    for (let i = 0; i < 5; i++)
      expect((await from('10.0.0.1', `/api/sss/v1/suggestions/lap${i}`)).statusCode).toBe(200);
    const refused = await from('10.0.0.1', '/api/sss/v1/posts/product/laptop');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(refused.json().error).toEqual({
      code: 'SEARCH_RATE_LIMITED',
      message: expect.stringMatching(/^Too many searches from your address\. Please wait \d+ seconds\.$/),
    });
    // The results page shares the budget; the rest of the site does not.
    expect(
      (await t.app.inject({ url: '/search?s=laptop', remoteAddress: '10.0.0.1', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(429);
    expect((await from('10.0.0.1', '/api/health')).statusCode).toBe(200);
    expect((await from('10.0.0.2', '/api/sss/v1/posts/product/laptop')).statusCode).toBe(200);
  });
});

describe('search rate limit per address across processes', () => {
  const search = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ url: '/api/sss/v1/posts/product/laptop', remoteAddress });

  it('is one budget for two processes sharing Redis: the 6th search from an address is refused wherever it lands', async () => {
    const shared = await sharedRedisEnv('the shared search budget test');
    if (!shared) return;
    const env = { ...shared, SEARCH_REQUESTS_PER_10S: '5' };
    const [a, b] = await Promise.all([searchTestApp({ env }), searchTestApp({ env })]);
    try {
      await Promise.all([untilRedisReady(a.app), untilRedisReady(b.app)]);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await search(i % 2 === 0 ? a : b, '10.0.0.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect((await search(b, '10.0.0.8')).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('lets searches through while Redis cannot be reached: search is page traffic, not a secret', async () => {
    const t = await searchTestApp({ env: { ...UNREACHABLE_REDIS_ENV, SEARCH_REQUESTS_PER_10S: '2' } });
    try {
      for (let i = 0; i < 4; i++) expect((await search(t, '10.0.0.9')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
