import type { Sql } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';
import { FacetHolder } from '../filters/facet-holder';
import { catalogueState } from './catalogue-cache';
import { readFacetIndex } from './facet-source';

const html = { accept: 'text/html' };
const seed = (db: Sql, products: number) =>
  shopSlice.seed?.(db, { products, offers: 5, posts: 0, users: 0 }, () => undefined);

/** Counts the builds of the facet index (the archive's counts and pages): each starts with the size estimate. */
function countingDb(db: Sql): { db: Sql; counts: () => number } {
  let n = 0;
  const wrapped: Sql = {
    driver: db.driver,
    query: (text, params) => {
      if (/reltuples/.test(text)) n += 1;
      return db.query(text, params);
    },
    exec: (text) => db.exec(text),
    transaction: (fn) => db.transaction(fn),
  };
  return { db: wrapped, counts: () => n };
}

describe.each(testDrivers())('mf-shop catalogue cache on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
    await seed(t.db, 60);
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

  it('builds the facet index once per catalogue token, once for requests that wait together', async () => {
    const { db, counts } = countingDb(t.db);
    const holder = new FacetHolder({ load: () => readFacetIndex(db) });
    const indexFor = async (token: string) => (await holder.lookup(token, 30_000, 30_000))?.index;
    const { token } = await catalogueState(db);
    const [first, second] = await Promise.all([indexFor(token), indexFor(token)]);
    if (!first) throw new Error('no index');
    expect(first).toBe(second);
    expect(first.size).toBe(60);
    expect(await indexFor(token)).toBe(first);
    expect(counts()).toBe(1);
    await t.db.query(`UPDATE shop.products SET on_sale = NOT on_sale WHERE id = 1`);
    const fresh = await indexFor((await catalogueState(db)).token);
    if (!fresh) throw new Error('no index');
    expect(fresh).not.toBe(first);
    expect(fresh.onSale[fresh.ids.indexOf(1)]).not.toBe(first.onSale[first.ids.indexOf(1)]);
    expect(counts()).toBe(2);
    await t.db.query(`UPDATE shop.products SET on_sale = NOT on_sale WHERE id = 1`);
  });

  it('sees direct writes to products, categories and their links (any process, no seed hook)', async () => {
    expect((await get('/shop')).body).toContain('of 60 results');
    const before = (await catalogueState(t.db)).token;
    await t.db.query(
      `INSERT INTO shop.products (slug, title, price, regular_price) VALUES ('cache-test-product', 'Cache test product', 10, 10)`,
    );
    expect((await catalogueState(t.db)).token).not.toBe(before);
    expect((await get('/shop')).body).toContain('of 61 results');

    await t.db.query(
      `INSERT INTO shop.categories (slug, name, description) VALUES ('cache-test', 'Cache test', 'Fresh category')`,
    );
    const fresh = await get('/product-category/cache-test');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('No products were found matching your selection.');
    await t.db.query(
      `INSERT INTO shop.product_categories (product_id, category_id)
       SELECT p.id, c.id FROM shop.products p, shop.categories c WHERE p.slug = 'cache-test-product' AND c.slug = 'cache-test'`,
    );
    expect((await get('/product-category/cache-test')).body).toContain('Showing the single result');

    await t.db.query(`DELETE FROM shop.products WHERE slug = 'cache-test-product'`);
    expect((await get('/shop')).body).toContain('of 60 results');
    expect((await get('/product-category/cache-test')).body).toContain(
      'No products were found matching your selection.',
    );
  });

  it('is correct again right after a reseed', async () => {
    expect((await get('/shop')).body).toContain('of 60 results');
    expect((await get('/product-category/cache-test')).statusCode).toBe(200);
    await seed(t.db, 30);
    expect((await get('/shop')).body).toContain('Showing 1–24 of 30 results');
    expect((await get('/shop?paged=3')).statusCode).toBe(404);
    expect((await get('/product-category/cache-test')).statusCode).toBe(404);
  });
});
