import { apiErrorSchema } from '@site/shared-contracts/platform';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { CASHBACK_CLICKS_PER_MINUTE } from '../cashback/click-limit';
import { browserHeaders, seededShopApp } from '../testing/shop-app';

// A click on a link of our own page, as Chromium sends it.
const FROM_OUR_PAGE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

type OfferFacts = { id: number; destination_url: string; title: string };

describe.each(testDrivers())('mf-shop cashback on %s', (driver) => {
  let t: TestApp;
  let cashback: OfferFacts;
  let plain: OfferFacts;
  beforeAll(async () => {
    t = await seededShopApp(driver);
    const first = async (where: string) => {
      const { rows } = await t.db.query<OfferFacts>(
        `SELECT id, destination_url, title FROM shop.offers WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
      if (!rows[0]) throw new Error(`no seeded offer where ${where}`);
      return rows[0];
    };
    cashback = await first('is_cashback');
    plain = await first('NOT is_cashback');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const click = (offerId: number, userId: number | undefined, headers: Record<string, string> = FROM_OUR_PAGE) =>
    get(`/go/${offerId}/cashback`, { ...browserHeaders(userId), ...headers });
  const clicks = async () =>
    (
      await t.db.query<{ user_id: number; offer_id: number; clicked_at: Date }>(
        'SELECT user_id, offer_id, clicked_at FROM shop.cashback_clicks ORDER BY id',
      )
    ).rows;
  const errorCode = (body: string) => apiErrorSchema.parse(JSON.parse(body)).error.code;

  it('shows anonymous visitors the notice and a login prompt back to the offer, and no tracked link', async () => {
    const response = await get('/offers', browserHeaders());
    const back = encodeURIComponent(`/offers#offer-${cashback.id}`);
    expect(response.body).toContain(
      `<a class="shop-cashback__login" href="/login?redirect_to=${back}" data-bus-event="auth:open"`,
    );
    // The dialog's payload brings the login back to the same place.
    expect(response.body).toContain(`&#34;redirectTo&#34;:&#34;/offers#offer-${cashback.id}&#34;`);
    expect(response.body).not.toMatch(/\/go\/\d+\/cashback/);
    // The same bytes for every anonymous visitor: the shared page cache holds it.
    expect(response.headers['x-page-cache']).toBe('miss');
    expect((await get('/offers', browserHeaders())).body).toBe(response.body);
  });

  it('shows logged-in visitors the tracked link in a new tab, never a login prompt, on a page of their own', async () => {
    for (const url of ['/offers', '/']) {
      const response = await get(url, browserHeaders(7));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<a class="shop-cashback__go" href="/go/${cashback.id}/cashback" target="_blank" rel="nofollow sponsored">`,
      );
      expect(response.body).not.toContain('Log in to get cashback');
      expect(response.body).not.toContain('shop-cashback__login');
      expect(response.headers['x-page-cache']).toBeUndefined();
    }
  });

  it('records the click (user, offer, time) and goes to the stored destination only', async () => {
    const before = Date.now();
    const response = await click(cashback.id, 7);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(cashback.destination_url);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const [row] = (await clicks()).filter((c) => c.user_id === 7);
    expect(row).toMatchObject({ user_id: 7, offer_id: cashback.id });
    const at = new Date(row?.clicked_at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // Nothing in the request chooses where it goes.
    const steered = await get(`/go/${cashback.id}/cashback?url=https%3A%2F%2Fevil.example%2F&dest=//evil.example`, {
      ...browserHeaders(7),
      ...FROM_OUR_PAGE,
    });
    expect(steered.headers.location).toBe(cashback.destination_url);
  });

  it('refuses an unknown offer, a bad id and an offer without cashback, recording nothing', async () => {
    const count = (await clicks()).length;
    const unknown = await click(2_000_000_000, 7, { ...FROM_OUR_PAGE, accept: 'application/json' });
    expect([unknown.statusCode, errorCode(unknown.body)]).toEqual([404, 'SHOP_OFFER_NOT_FOUND']);
    const bad = await click(0, 7, { ...FROM_OUR_PAGE, accept: 'application/json' });
    expect([bad.statusCode, errorCode(bad.body)]).toEqual([400, 'SHOP_BAD_OFFER']);
    const none = await click(plain.id, 7, { ...FROM_OUR_PAGE, accept: 'application/json' });
    expect([none.statusCode, errorCode(none.body)]).toEqual([404, 'SHOP_OFFER_NO_CASHBACK']);
    expect(none.headers.location).toBeUndefined();
    const page = await click(plain.id, 7);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Offer ${plain.id} has no cashback.`);
    expect((await clicks()).length).toBe(count);
  });

  it.each([
    ['another site links to it', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a sibling site links to it', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    ['an image on a page asks for it', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' }],
    ['a script fetches it', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ['the browser prefetches it', { ...FROM_OUR_PAGE, 'sec-purpose': 'prefetch' }],
    ['it is prerendered', { ...FROM_OUR_PAGE, 'sec-purpose': 'prefetch;prerender' }],
    ['an old browser comes from another site', { referer: 'https://evil.example/offers' }],
    ['nothing says where it comes from', {}],
  ])('refuses the click when %s: 403, nothing recorded, no redirect', async (_case, headers) => {
    const count = (await clicks()).length;
    const response = await click(cashback.id, 7, { ...headers, accept: 'application/json' });
    expect([response.statusCode, errorCode(response.body)]).toEqual([403, 'SHOP_CASHBACK_NOT_FROM_SITE']);
    expect(response.headers.location).toBeUndefined();
    expect((await clicks()).length).toBe(count);
  });

  it("takes the visitor's own navigation: the address bar, or an old browser's same-site Referer", async () => {
    expect((await click(cashback.id, 7, { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).statusCode).toBe(
      302,
    );
    expect((await click(cashback.id, 7, { referer: 'http://localhost:3000/offers' })).statusCode).toBe(302);
  });

  it('sends an anonymous visitor to log in and back to the offer, recording nothing', async () => {
    const count = (await clicks()).length;
    const response = await click(cashback.id, undefined);
    expect(response.statusCode).toBe(303);
    // The offer's own page: the list is paginated, so its place there may be on any page.
    expect(response.headers.location).toBe(`/login?redirect_to=${encodeURIComponent(`/offers/${cashback.id}`)}`);
    expect((await clicks()).length).toBe(count);
  });

  it('records nothing for a HEAD request', async () => {
    const count = (await clicks()).length;
    const response = await t.app.inject({
      method: 'HEAD',
      url: `/go/${cashback.id}/cashback`,
      headers: { ...browserHeaders(7), ...FROM_OUR_PAGE },
    });
    expect(response.statusCode).not.toBe(302);
    expect((await clicks()).length).toBe(count);
  });

  it('limits clicks per user: the table cannot be flooded, and other users are not held back', async () => {
    const flooder = 41;
    const count = (await clicks()).length;
    for (let i = 0; i < CASHBACK_CLICKS_PER_MINUTE; i++)
      expect((await click(cashback.id, flooder)).statusCode).toBe(302);
    const refused = await click(cashback.id, flooder, { ...FROM_OUR_PAGE, accept: 'application/json' });
    expect([refused.statusCode, errorCode(refused.body)]).toEqual([429, 'SHOP_CASHBACK_RATE_LIMITED']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await clicks()).length).toBe(count + CASHBACK_CLICKS_PER_MINUTE);
    expect((await click(cashback.id, 42)).statusCode).toBe(302);
  });
});
