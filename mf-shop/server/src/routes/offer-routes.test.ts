import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';
import { addDays, dateIn } from '../offers/coupon-kind';

const html = { accept: 'text/html' };
// The site's zone in these suites: far from UTC, so a date read in UTC by mistake is a day off for 14 hours a day.
const TIME_ZONE = 'Pacific/Kiritimati';

const offerIds = (body: string) =>
  [...body.matchAll(/<li class="shop-offer[^"]*" id="offer-(\d+)"/g)].map((m) => Number(m[1]));
const countOf = (body: string) => /class="shop-result-count">([^<]+)</.exec(body)?.[1];

describe.each(testDrivers())('mf-shop offers on %s', (driver) => {
  let t: TestApp;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice], env: { SITE_TIME_ZONE: TIME_ZONE } });
    await shopSlice.seed?.(t.db, { products: 10, offers: 60, posts: 0, users: 0 }, () => undefined);
    today = dateIn(Date.now(), TIME_ZONE);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
  const sql = async (text: string, params: unknown[] = []) =>
    (await t.db.query<{ id: number }>(text, params)).rows.map((r) => r.id);
  /** A new offer of ShopMart (merchant 1), the newest, so it tops page 1. */
  async function insertOffer(values: { code: string | null; masked: boolean; expiresOn: string | null }) {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO shop.offers (merchant_id, category_id, title, description, coupon_code, coupon_masked, expires_on,
         destination_url, created_at)
       VALUES (1, 1, 'Test offer', 'Test terms', $1, $2, $3, 'https://shopmart.example/test', now() + interval '1 day')
       RETURNING id`,
      [values.code, values.masked, values.expiresOn],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('no id');
    return id;
  }

  it('pages through every offer, 24 a page, newest first', async () => {
    const all = await sql('SELECT id FROM shop.offers ORDER BY created_at DESC, id DESC');
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await get(page === 1 ? '/offers' : `/offers?paged=${page}`);
      expect(response.statusCode).toBe(200);
      seen.push(...offerIds(response.body));
    }
    expect(seen).toEqual(all);
    const first = await get('/offers');
    expect(countOf(first.body)).toBe('Showing 1–24 of 60 offers');
    expect(first.body).toContain('<a href="/offers?paged=2">2</a>');
    expect(countOf((await get('/offers?paged=3')).body)).toBe('Showing 49–60 of 60 offers');
    const past = await t.app.inject({ method: 'GET', url: '/offers?paged=4' });
    expect([past.statusCode, past.json().error.code]).toEqual([404, 'SHOP_PAGE_NOT_FOUND']);
  });

  it('filters by store, category, coupon or deal and expiring soon, with the counts of each choice', async () => {
    const byStore = await sql('SELECT id FROM shop.offers WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC');
    const store = await get('/offers?store=shopmart');
    expect(offerIds(store.body)).toEqual(byStore.slice(0, 24));
    expect(store.body).toContain('<option value="shopmart" selected>ShopMart (' + byStore.length + ')</option>');
    expect(store.body).toContain('<option value="">All stores (60)</option>');

    const deals = await sql('SELECT id FROM shop.offers WHERE coupon_code IS NULL ORDER BY created_at DESC, id DESC');
    expect(offerIds((await get('/offers?type=deal')).body)).toEqual(deals.slice(0, 24));
    expect((await get('/offers?type=deal')).body).toMatch(/value="deal" checked> Deals \(\d+\)/);

    const books = await sql(
      `SELECT o.id FROM shop.offers o JOIN shop.offer_categories c ON c.id = o.category_id
       WHERE c.slug = 'books' AND o.coupon_code IS NOT NULL ORDER BY o.created_at DESC, o.id DESC`,
    );
    const both = await get('/offers?category=books&type=coupon');
    expect(offerIds(both.body)).toEqual(books.slice(0, 24));
    expect(countOf(both.body)).toContain(String(books.length));

    const soon = await sql(
      `SELECT id FROM shop.offers WHERE expires_on BETWEEN $1::date AND $1::date + 6 ORDER BY created_at DESC, id DESC`,
      [today],
    );
    expect(soon.length).toBeGreaterThan(0);
    const expiring = await get('/offers?expiring=soon');
    expect(offerIds(expiring.body)).toEqual(soon.slice(0, 24));
    expect(expiring.body).toContain(`checked> Expiring within 7 days (${soon.length})`);
  });

  it('reads the blank fields of the form as no filter and keeps the choices in page links', async () => {
    const blank = await get('/offers?store=&category=&type=&expiring=');
    expect(offerIds(blank.body)).toEqual(offerIds((await get('/offers')).body));
    const coupons = await sql('SELECT id FROM shop.offers WHERE coupon_code IS NOT NULL');
    const page = await get('/offers?type=coupon&utm_source=mail');
    if (coupons.length > 24) expect(page.body).toContain('href="/offers?type=coupon&#38;paged=2"');
    expect(page.body).toContain('<form class="shop-offer-filters" method="get" action="/offers"');
  });

  it('refuses bad filters with 400 and unknown stores or categories with 404', async () => {
    for (const [url, status, code] of [
      ['/offers?type=voucher', 400, 'SHOP_BAD_QUERY'],
      ['/offers?store=Shop%20Mart', 400, 'SHOP_BAD_QUERY'],
      ['/offers?paged=0', 400, 'SHOP_BAD_QUERY'],
      ['/offers?store=nope', 404, 'SHOP_STORE_NOT_FOUND'],
      ['/offers?category=nope', 404, 'SHOP_CATEGORY_NOT_FOUND'],
      ['/store/nope', 404, 'SHOP_STORE_NOT_FOUND'],
      ['/store/shopmart?type=x', 400, 'SHOP_BAD_QUERY'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, status, code]);
    }
  });

  it("lists a store's offers on its own page, with the other filters", async () => {
    const ids = await sql('SELECT id FROM shop.offers WHERE merchant_id = 2 ORDER BY created_at DESC, id DESC');
    const page = await get('/store/megadeals');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>MegaDeals coupons and deals</h1>');
    expect(offerIds(page.body)).toEqual(ids.slice(0, 24));
    expect(page.body).not.toContain('name="store"');
    expect(page.body).toContain('action="/store/megadeals"');
    expect(page.body).toMatch(
      /<a href="https:\/\/megadeals\.example" target="_blank" rel="nofollow sponsored noopener">/,
    );
  });

  it('derives each coupon kind from the flag and the date in the site time zone, and marks every button', async () => {
    const yesterday = addDays(today, -1);
    const masked = await insertOffer({ code: 'LIVE10', masked: true, expiresOn: today });
    const expired = await insertOffer({ code: 'OLD10', masked: true, expiresOn: yesterday });
    const plain = await insertOffer({ code: 'OPEN10', masked: false, expiresOn: yesterday });
    const deal = await insertOffer({ code: null, masked: false, expiresOn: null });
    try {
      const body = (await get('/offers')).body;
      // Masked and valid through today: "Show code" leads to the offer's page; the island reads the rest.
      expect(body).toMatch(
        new RegExp(
          `<a class="shop-coupon shop-coupon--masked" data-kind="masked" data-codeid="${masked}" data-codetext="" data-clipboard-text="LIVE10" data-dest="/go/${masked}" data-expires="[^"]+" href="/offers/${masked}" data-bus-event="shop:coupon-reveal" data-bus-payload="\\{&#34;codeid&#34;:&#34;${masked}&#34;,&#34;codetext&#34;:&#34;&#34;\\}">Show code`,
        ),
      );
      expect(body).toContain(
        `<span class="shop-coupon shop-coupon--masked_expired" data-kind="masked_expired" data-codeid="${expired}" data-codetext="" data-clipboard-text="OLD10" data-dest="/go/${expired}"><code class="shop-coupon__code">OLD10</code> <span class="shop-coupon__expired">Expired</span></span>`,
      );
      expect(body).toContain(
        `<span class="shop-coupon shop-coupon--plain" data-kind="plain" data-codeid="${plain}" data-codetext="" data-clipboard-text="OPEN10" data-dest="/go/${plain}"><code class="shop-coupon__code">OPEN10</code></span>`,
      );
      // External links open a new tab, nofollow sponsored; a deal's button carries the data attributes too.
      expect(body).toContain(
        `<a class="shop-offer__go" href="/go/${deal}" target="_blank" rel="nofollow sponsored noopener" data-codeid="${deal}" data-codetext="" data-clipboard-text="" data-dest="/go/${deal}">Get deal`,
      );
      // The details toggle (spec 2.4) and the island only on pages with offers.
      expect(body).toContain(
        `<a class="shop-offer__toggle" href="/offers/${masked}" role="button" aria-expanded="false" aria-controls="offer-${masked}-details" data-bus-event="shop:offer-details" data-bus-payload="{&#34;offerId&#34;:&#34;${masked}&#34;}">`,
      );
      expect(body).toContain(`<div class="shop-offer__details" id="offer-${masked}-details" hidden>`);
      // Mounted by the shell when a coupon or a toggle is pressed, or at idle when the address asks to reveal.
      expect(body).toContain(
        '<div data-island="mf-shop/coupons" data-mount="idle event" data-mount-query="codeid codetext" data-events="shop:coupon-reveal shop:offer-details"></div>',
      );
      // Internal links are plain.
      expect(body).toContain('<a class="shop-offer__merchant" href="/store/shopmart">ShopMart</a>');
    } finally {
      await t.db.query('DELETE FROM shop.offers WHERE id = ANY($1::int[])', [[masked, expired, plain, deal]]);
    }
  });

  it('answers codeid and codetext with the same bytes as the plain list: nothing reflected', async () => {
    // The remote snapshot's time stamp is the one part of a page made per render.
    const page = async (url: string) => (await get(url)).body.replace(/"generatedAt":"[^"]+"/, '');
    const plain = await page('/offers');
    expect(await page('/offers?codeid=3')).toBe(plain);
    expect(await page('/offers?codetext=%3Cscript%3E')).toBe(plain);
  });

  it("shows an offer's code and the merchant's link on its own page, the no-JS reveal", async () => {
    const id = await insertOffer({ code: 'SECRET25', masked: true, expiresOn: null });
    try {
      const page = await get(`/offers/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('>SECRET25</code>');
      expect(page.body).toContain(
        `<a class="shop-button shop-button--primary" href="/go/${id}" target="_blank" rel="nofollow sponsored noopener">Go to ShopMart`,
      );
      expect(page.body).toContain('Test terms');
    } finally {
      await t.db.query('DELETE FROM shop.offers WHERE id = $1', [id]);
    }
    const missing = await t.app.inject({ method: 'GET', url: `/offers/${id}` });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'SHOP_OFFER_NOT_FOUND']);
    const bad = await t.app.inject({ method: 'GET', url: '/offers/abc' });
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'SHOP_BAD_OFFER']);
  });

  it('redirects /go/:id to the stored destination only', async () => {
    const { rows } = await t.db.query<{ id: number; destination_url: string }>(
      'SELECT id, destination_url FROM shop.offers ORDER BY id LIMIT 1',
    );
    const offer = rows[0];
    if (!offer) throw new Error('no offer');
    // Whatever the request carries, the answer is the stored address.
    for (const url of [
      `/go/${offer.id}`,
      `/go/${offer.id}?url=https://evil.example`,
      `/go/${offer.id}?dest=//evil.example`,
    ]) {
      const go = await t.app.inject({ method: 'GET', url, headers: { referer: 'https://evil.example/' } });
      expect([url, go.statusCode, go.headers.location]).toEqual([url, 302, offer.destination_url]);
      expect(go.headers['cache-control']).toBe('no-store');
      expect(go.headers['referrer-policy']).toBe('no-referrer');
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/go/999999' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'SHOP_OFFER_NOT_FOUND']);
    for (const bad of ['abc', '1.5', '-1', 'https%3A%2F%2Fevil.example', '%2F%2Fevil.example']) {
      const response = await t.app.inject({ method: 'GET', url: `/go/${bad}` });
      expect([bad, response.statusCode, response.json().error.code]).toEqual([bad, 400, 'SHOP_BAD_OFFER']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/go/1/https://evil.example' })).statusCode).toBe(404);
    // Nothing but an https address can be stored, so nothing else can come out.
    await expect(
      t.db.query("UPDATE shop.offers SET destination_url = 'javascript:alert(1)' WHERE id = $1", [offer.id]),
    ).rejects.toThrow(/check constraint/);
  });

  it('puts the newest offers and the island on the home section', async () => {
    const section = await shopSlice.homeSection?.(
      t.db,
      {
        currency: { symbol: '€', position: 'right', decimalSeparator: ',', thousandSeparator: '.' },
        timeZone: TIME_ZONE,
      } as never,
      { loggedIn: false },
    );
    expect(section?.html).toContain('<h3 class="shop-offer__title">');
    expect(section?.html).toContain('data-island="mf-shop/coupons"');
  });
});
