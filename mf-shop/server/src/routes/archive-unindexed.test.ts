import type { Sql } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { catalogueState } from '../data/catalogue-cache';
import { ORDER_SQL } from '../data/product-columns';
import { facetHolder } from '../filters/archive-search';
import { shopSlice } from '../index';

const html = { accept: 'text/html' };
const cardIds = (body: string) => [...body.matchAll(/name="productId" value="(\d+)"/g)].map((m) => Number(m[1]));
const NOTICE = 'Filters are briefly unavailable';
/** The number of matches the page says it has ("Showing all 15 results", "Showing 1–24 of 60 results"). */
const resultTotal = (body: string) => Number(/class="shop-result-count">[^<]*?(\d+) results</.exec(body)?.[1]);

/** Until the facet index of the catalogue as it is now is built (what a visitor gets a moment later). */
async function indexed(db: Sql): Promise<void> {
  for (;;) {
    const found = await facetHolder(db).lookup((await catalogueState(db)).token, 30_000, 30_000);
    if (found && !found.stale) return;
  }
}

// Issue 29: with a million products the index takes seconds to build. Neither its absence after a start nor
// its rebuild after a write may hold a page back: these apps wait for it not at all (both waits 0).
describe.each(testDrivers())('mf-shop archive before and between facet indexes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      driver,
      slices: [shopSlice],
      env: { SHOP_FACETS_WAIT_MS: '0', SHOP_FACETS_STALE_WAIT_MS: '0' },
    });
    await shopSlice.seed?.(t.db, { products: 60, offers: 0, posts: 0, users: 0 }, () => undefined);
  }, 90_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

  it('without an index yet, lists the sort from the database and says the filters are not applied', async () => {
    const response = await get('/shop?orderby=price&on_sale=1&paged=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(NOTICE);
    expect(response.body).toContain('your choices are not applied yet');
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM shop.products p ORDER BY ${ORDER_SQL.price} LIMIT 24 OFFSET 24`,
    );
    expect(cardIds(response.body)).toEqual(rows.map((r) => r.id));
    expect(response.body).toContain('Showing 25–48');
    expect(response.body).toContain('rel="next"');
    expect(response.body).not.toContain('shop-filters__count');
    // Never kept by the shared page cache under the catalogue's token.
    expect(response.headers['cache-control']).not.toMatch(/public/);
    expect((await get('/shop?paged=9')).statusCode).toBe(404);
  });

  it('answers from the last index, uncached, while the next is built after a write', async () => {
    await indexed(t.db);
    const saleCount = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop.products WHERE on_sale')).rows[0]?.n;
    const before = await saleCount();
    const fresh = await get('/shop?on_sale=1');
    expect(fresh.body).not.toContain(NOTICE);
    expect(resultTotal(fresh.body)).toBe(before);
    expect(fresh.headers['cache-control']).toMatch(/public/);

    await t.db.query(
      'UPDATE shop.products SET on_sale = true WHERE id = (SELECT min(id) FROM shop.products WHERE NOT on_sale)',
    );
    const stale = await get('/shop?on_sale=1');
    expect(stale.statusCode).toBe(200);
    expect(resultTotal(stale.body)).toBe(before);
    expect(stale.headers['cache-control']).not.toMatch(/public/);

    await indexed(t.db);
    const after = await get('/shop?on_sale=1');
    expect(resultTotal(after.body)).toBe(await saleCount());
    expect(resultTotal(after.body)).toBe((before ?? 0) + 1);
    expect(after.headers['cache-control']).toMatch(/public/);
  });
});
