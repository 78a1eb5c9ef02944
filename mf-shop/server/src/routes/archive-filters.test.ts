import type { Sql } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';

const html = { accept: 'text/html' };

/** The number the sidebar shows beside a choice, found by the choice's input (or link) markup. */
function countBeside(body: string, marker: string): number | null {
  const at = body.indexOf(marker);
  if (at < 0) return null;
  const match = /shop-filters__count">\((\d+)\)/.exec(body.slice(at, at + 600));
  return match ? Number(match[1]) : null;
}

const countOf = async (db: Sql, where: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM shop.products p WHERE ${where}`, params)).rows[0]?.n;

const cardIds = (body: string) => [...body.matchAll(/name="productId" value="(\d+)"/g)].map((m) => Number(m[1]));

describe.each(testDrivers())('mf-shop archive filters on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
    await shopSlice.seed?.(t.db, { products: 400, offers: 0, posts: 0, users: 0 }, () => undefined);
  }, 90_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
  const brandId = async (slug: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM shop.brands WHERE slug = $1', [slug])).rows[0]?.id;

  it('shows each choice with the count the other filters leave', async () => {
    const body = (await get('/shop?on_sale=1')).body;
    const acme = await brandId('acme');
    // Brands are counted among sale products (the other filter applies)...
    expect(countBeside(body, 'name="brand" value="acme"')).toBe(
      await countOf(t.db, 'p.on_sale AND p.brand_id = $1', [acme]),
    );
    // ...while the sale box counts sale products whatever it says itself.
    expect(countBeside(body, 'name="on_sale"')).toBe(await countOf(t.db, 'p.on_sale'));
    expect(countBeside(body, 'name="rating" value="4"')).toBe(await countOf(t.db, 'p.on_sale AND p.rating >= 4'));
    const laptops = await countOf(
      t.db,
      `p.on_sale AND EXISTS (SELECT 1 FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id
       WHERE pc.product_id = p.id AND c.slug = 'laptops')`,
    );
    expect(countBeside(body, 'href="/product-category/laptops?on_sale=1"')).toBe(laptops);
    const electronics = await countOf(
      t.db,
      `p.on_sale AND EXISTS (SELECT 1 FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id
       JOIN shop.categories r ON r.id = c.parent_id WHERE pc.product_id = p.id AND r.slug = 'electronics')`,
    );
    expect(countBeside(body, 'href="/product-category/electronics?on_sale=1"')).toBe(electronics);
    expect(body).toContain(`of ${await countOf(t.db, 'p.on_sale')} results`);
  });

  it('combines brand, price, sale and rating on a category page, every card matching all of them', async () => {
    const url = '/product-category/electronics?brand=acme&brand=helio&min_price=20&max_price=900&rating=3';
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const where = `p.brand_id IN (SELECT id FROM shop.brands WHERE slug IN ('acme', 'helio'))
      AND COALESCE(p.min_price, p.price) <= 900 AND COALESCE(p.max_price, p.price) >= 20 AND p.rating >= 3
      AND EXISTS (SELECT 1 FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id
        JOIN shop.categories r ON r.id = c.parent_id WHERE pc.product_id = p.id AND r.slug = 'electronics')`;
    const expected = await countOf(t.db, where);
    expect(expected).toBeGreaterThan(0);
    const ids = cardIds(response.body);
    expect(ids.length).toBe(Math.min(24, expected ?? 0));
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM shop.products p WHERE ${where} AND p.id = ANY($1::int[])`,
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    expect(response.body).toMatch(
      new RegExp(`(Showing all ${expected} results|of ${expected} results|Showing the single result)`),
    );
    // The visitor's choices are kept in the form and listed as removable chips.
    expect(response.body).toContain('name="brand" value="acme" checked');
    expect(response.body).toContain('name="min_price" min="0"');
    expect(response.body).toContain('value="20"');
    expect(response.body).toContain(
      'href="/product-category/electronics?brand=helio&#38;min_price=20&#38;max_price=900&#38;rating=3"',
    );
  });

  it('keeps the filters on every page and on a new sort, and pages in the sort order', async () => {
    const total = await countOf(t.db, 'p.on_sale');
    expect(total).toBeGreaterThan(48);
    const page1 = (await get('/shop?orderby=price&on_sale=1')).body;
    expect(page1).toContain('href="/shop?orderby=price&#38;on_sale=1&#38;paged=2"');
    // The sort form carries the filters as hidden fields.
    expect(page1).toMatch(/<form class="shop-ordering"[^>]*><input type="hidden" name="on_sale" value="1">/);
    const page2 = (await get('/shop?orderby=price&on_sale=1&paged=2')).body;
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM shop.products p WHERE p.on_sale ORDER BY p.sort_price ASC, p.id ASC LIMIT 24 OFFSET 24',
    );
    expect(cardIds(page2)).toEqual(rows.map((r) => r.id));
    const last = Math.ceil((total ?? 0) / 24);
    expect((await get(`/shop?orderby=price&on_sale=1&paged=${last}`)).statusCode).toBe(200);
    expect((await get(`/shop?orderby=price&on_sale=1&paged=${last + 1}`)).statusCode).toBe(404);
  });

  it("sends a form with blank fields on to the view's one URL", async () => {
    const response = await get('/shop?orderby=rating&min_price=&max_price=50&rating=&brand=acme');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/shop?orderby=rating&brand=acme&max_price=50');
  });

  it('answers an empty result with the way back', async () => {
    const response = await get('/shop?min_price=99999999');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No products were found matching your selection.');
    expect(response.body).toContain('<a href="/shop">Clear filters</a> to see every product here.');
  });

  it.each([
    ['/shop?min_price=abc', 'min_price: min_price must be an amount such as 25 or 19.99'],
    ['/shop?min_price=50&max_price=10', 'max_price: max_price must not be below min_price'],
    ['/shop?rating=9', 'rating: rating must be 1, 2, 3 or 4'],
    ['/shop?on_sale=true', 'on_sale: on_sale must be 1'],
    ['/shop?brand=NOPE', 'brand.0: brand must be a brand slug'],
    ['/product-category/laptops?brand=no-such-brand', "brand: there is no brand 'no-such-brand'"],
  ])('refuses %s with 400 SHOP_BAD_QUERY', async (url, message) => {
    const json = await t.app.inject({ method: 'GET', url });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toEqual({ code: 'SHOP_BAD_QUERY', message });
    const page = await get(url);
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
