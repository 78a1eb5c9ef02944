import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { sharedRedisEnv, UNREACHABLE_REDIS_ENV, untilRedisReady } from '../../../../tools/testing/test-redis';
import { newVisitor } from '../../../../tools/testing/visitor';
import { shopSlice } from '../index';

// The in-memory budget (one process, no REDIS_URL) is tested on both database drivers in routes/cart-api.test.ts.
async function shopApp(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({ slices: [shopSlice], env: { SHOP_CART_CHANGES_PER_MINUTE: '3', ...env } });
  await shopSlice.seed?.(t.db, { products: 3, offers: 0, posts: 0, users: 0 }, () => undefined);
  return t;
}

/** One visitor's cart change, from one address (the budget is per address, whichever visitor asks). */
const add = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/shop/cart/lines',
    headers: newVisitor().headers,
    payload: { productId: 1 },
    remoteAddress,
  });

/**
 * Until the app takes a request through its load shedding: two apps seeded in one test process block each
 * other's event loop, and under-pressure sheds (503) for a second after a window with no loop sample.
 */
async function untilServing(t: TestApp): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await t.app.inject({ url: '/api/shop/cart' })).statusCode === 503 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mf-shop cart limit across processes', () => {
  it('is one budget per address for two processes sharing Redis: the 4th change is refused wherever it lands', async () => {
    const shared = await sharedRedisEnv('the shared cart budget test');
    if (!shared) return;
    const [a, b] = await Promise.all([shopApp(shared), shopApp(shared)]);
    try {
      await Promise.all([untilRedisReady(a.app), untilRedisReady(b.app)]);
      for (const app of [a, b]) await untilServing(app);
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await add(i % 2 === 0 ? a : b, '10.0.1.1'));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429, 429]);
      expect(answers[3]?.json().error.code).toBe('SHOP_CART_RATE_LIMITED');
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      expect((await add(b, '10.0.1.2')).statusCode).toBe(201);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 90_000);

  it('lets cart changes through while Redis cannot be reached: shopping goes on, nothing counts for a moment', async () => {
    const t = await shopApp(UNREACHABLE_REDIS_ENV);
    try {
      await untilServing(t);
      for (let i = 0; i < 5; i++) expect((await add(t, '10.0.1.3')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  }, 60_000);
});
