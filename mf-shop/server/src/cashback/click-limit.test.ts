import type { TestApp } from '../../../../tools/testing/test-app';
import { sharedRedisEnv, UNREACHABLE_REDIS_ENV, untilRedisReady } from '../../../../tools/testing/test-redis';
import { browserHeaders, seededShopApp } from '../testing/shop-app';
import { CASHBACK_CLICKS_PER_MINUTE } from './click-limit';

// A click on a link of our own page, as Chromium sends it.
const FROM_OUR_PAGE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

// The in-memory budget (one process, no REDIS_URL) is tested on both database drivers in
// routes/cashback-routes.test.ts.
const shopApp = (env: Record<string, string>) => seededShopApp('pglite', 10, env);

async function cashbackOffer(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM shop.offers WHERE is_cashback ORDER BY id LIMIT 1');
  if (!rows[0]) throw new Error('no seeded cashback offer');
  return rows[0].id;
}

const click = (t: TestApp, offerId: number, userId: number) =>
  t.app.inject({ url: `/go/${offerId}/cashback`, headers: { ...browserHeaders(userId), ...FROM_OUR_PAGE } });

const recorded = async (t: TestApp, userId: number) =>
  (await t.db.query('SELECT 1 FROM shop.cashback_clicks WHERE user_id = $1', [userId])).rows.length;

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

describe('mf-shop cashback click limit across processes', () => {
  it('is one budget per user for two processes sharing Redis: the click past it is refused wherever it lands', async () => {
    const shared = await sharedRedisEnv('the shared cashback click budget test');
    if (!shared) return;
    // Two processes, each on its own copy of the same deterministic seed: only Redis is shared here.
    const [a, b] = await Promise.all([shopApp(shared), shopApp(shared)]);
    try {
      await Promise.all([untilRedisReady(a.app), untilRedisReady(b.app)]);
      for (const app of [a, b]) await untilServing(app);
      const offer = await cashbackOffer(a);
      const statuses: number[] = [];
      for (let i = 0; i < CASHBACK_CLICKS_PER_MINUTE + 2; i++)
        statuses.push((await click(i % 2 === 0 ? a : b, offer, 51)).statusCode);
      expect(statuses).toEqual([...Array<number>(CASHBACK_CLICKS_PER_MINUTE).fill(302), 429, 429]);
      // Each process recorded only the clicks it let through, together the budget.
      expect((await recorded(a, 51)) + (await recorded(b, 51))).toBe(CASHBACK_CLICKS_PER_MINUTE);
      expect((await click(b, offer, 52)).statusCode).toBe(302);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 90_000);

  it('refuses clicks for a moment while Redis cannot be reached, recording none', async () => {
    const t = await shopApp(UNREACHABLE_REDIS_ENV);
    try {
      await untilServing(t);
      const refused = await click(t, await cashbackOffer(t), 53);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body).toContain('unavailable for a moment');
      expect(await recorded(t, 53)).toBe(0);
      // The offers page is still served.
      expect((await t.app.inject({ url: '/offers', headers: browserHeaders(53) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
