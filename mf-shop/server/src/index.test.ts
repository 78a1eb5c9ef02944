import { buildTestApp, type TestApp } from '../../../tools/testing/test-app';
import { testDrivers } from '../../../tools/testing/test-db';
import { newVisitor } from '../../../tools/testing/visitor';
import { shopCartResponseSchema } from '@site/shared-contracts/shop';
import { shopSlice } from './index';

const html = { accept: 'text/html' };

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe.each(testDrivers())('mf-shop pages on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
    const steps: string[] = [];
    await shopSlice.seed?.(t.db, { products: 60, offers: 30, posts: 0, users: 0 }, (step, done, total) =>
      steps.push(`${step} ${done}/${total}`),
    );
    expect(steps).toContain('shop products 60/60');
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

  it('lists 24 products per page with a result count and pagination', async () => {
    const page1 = await get('/shop');
    expect(page1.statusCode).toBe(200);
    expect(page1.body).toContain('Showing 1–24 of 60 results');
    expect(page1.body.match(/class="shop-card"/g)).toHaveLength(24);
    expect(page1.body).toContain('href="/shop?paged=2"');
    const page3 = await get('/shop?paged=3');
    expect(page3.body).toContain('Showing 49–60 of 60 results');
    expect(page3.body.match(/class="shop-card"/g)).toHaveLength(12);
    expect((await get('/shop?paged=4')).statusCode).toBe(404);
  });

  it('sorts by price in both directions', async () => {
    const prices = async (orderby: string) => {
      const { rows } = await t.db.query<{ p: string }>(
        `SELECT COALESCE(min_price, price)::text AS p FROM shop.products ORDER BY 1 ${orderby === 'price' ? 'ASC' : 'DESC'} LIMIT 1`,
      );
      return rows[0]?.p;
    };
    const asc = await get('/shop?orderby=price');
    const desc = await get('/shop?orderby=price-desc');
    expect(asc.body).toContain('<option value="price" selected>');
    const firstTitle = (body: string) => /class="shop-card__title">([^<]+)</.exec(body)?.[1];
    const { rows } = await t.db.query<{ title: string }>(
      'SELECT title FROM shop.products ORDER BY sort_price ASC, id ASC LIMIT 1',
    );
    expect(firstTitle(asc.body)).toBe(rows[0]?.title.replace(/&/g, '&#38;'));
    expect(await prices('price')).not.toBe(await prices('price-desc'));
    expect(firstTitle(asc.body)).not.toBe(firstTitle(desc.body));
  });

  it('shows sale and variable prices', async () => {
    const body =
      (await get('/shop?orderby=date')).body +
      (await get('/shop?orderby=date&paged=2')).body +
      (await get('/shop?orderby=date&paged=3')).body;
    expect(body).toContain('Sale!');
    expect(body).toMatch(/<del aria-label="Regular price">[\d.,]+\u00a0€<\/del>/);
    expect(body).toMatch(/[\d.,]+\u00a0€ – [\d.,]+\u00a0€/);
  });

  it('answers bad query values with 400 in JSON and HTML', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/shop?paged=abc' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toEqual({
      code: 'SHOP_BAD_QUERY',
      message: 'paged: paged must be a positive whole number',
    });
    const page = await get('/shop?orderby=cheapest');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('orderby');
  });

  it('filters a category page to the category and its children', async () => {
    const response = await get('/product-category/electronics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Laptops, phones, audio and cameras');
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id JOIN shop.categories r ON r.id = c.parent_id WHERE r.slug = 'electronics'`,
    );
    const n = rows[0]?.n ?? 0;
    expect(response.body).toContain(
      n === 1 ? 'Showing the single result' : n <= 24 ? `Showing all ${n} results` : `of ${n} results`,
    );
    expect((await get('/product-category/nope')).statusCode).toBe(404);
  });

  it('renders a product page with an add-to-cart form and 404s unknown slugs', async () => {
    const { rows } = await t.db.query<{ slug: string; id: number }>(
      'SELECT slug, id FROM shop.products ORDER BY id LIMIT 1',
    );
    const product = must(rows[0]);
    const response = await get(`/product/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form class="shop-add-to-cart__form" method="post" action="/cart/add">');
    expect(response.body).toContain('data-island="mf-shop/add-to-cart" data-mount="interaction"');
    // An anonymous page is shared: the form proves its origin by the browser's Origin header, not a token.
    expect(response.body).toMatch(/name="_csrf" value=""/);
    expect(response.body).toContain(`/img/product/${product.id}.svg`);
    const missing = await t.app.inject({ method: 'GET', url: '/product/does-not-exist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SHOP_PRODUCT_NOT_FOUND');
    const image = await t.app.inject({ method: 'GET', url: `/img/product/${product.id}.svg` });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.body).toContain('<svg');
  });

  it('shows cashback login links on the offers page (coupons and /go: offer-routes.test.ts)', async () => {
    const response = await get('/offers');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<a class="shop-cashback__login" href="\/login\?redirect_to=%2Foffers%23offer-\d+" data-bus-event="auth:open" data-bus-payload="\{&#34;type&#34;:&#34;default&#34;,&#34;cashback&#34;/,
    );
  });

  it('contributes home sections, a menu and search feeds', async () => {
    const section = await must(shopSlice.homeSection)(
      t.db,
      {
        currency: { symbol: '$', position: 'left', decimalSeparator: '.', thousandSeparator: ',' },
        timeZone: 'UTC',
      } as never,
      { loggedIn: false },
    );
    expect(section.html).toContain('Latest deals');
    expect(section.html).toContain('Offers with coupons');
    const menu = await must(shopSlice.menu)(t.db);
    expect(menu.main?.[0]?.label).toBe('Shop');
    expect(menu.main?.[0]?.children?.map((c) => c.label)).toContain('Electronics');
    let products = 0;
    let offers = 0;
    for await (const batch of must(shopSlice.searchDocuments)(t.db)) {
      products += batch.filter((d) => d.postType === 'product').length;
      offers += batch.filter((d) => d.postType === 'offer').length;
    }
    expect([products, offers]).toEqual([60, 30]);
    const terms = await must(shopSlice.searchTerms)(t.db);
    expect(terms.find((term) => term.name === 'Laptops')?.taxonomyPluralName).toBe('Product categories');
  });

  it('adds and removes cart lines with CSRF and refuses without it', async () => {
    const visitor = newVisitor();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { cookie: visitor.cookie },
      payload: { productId: '1', quantity: '2' },
    });
    expect(refused.statusCode).toBe(403);
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { cookie: visitor.cookie },
      payload: { _csrf: visitor.csrfToken, productId: '1', quantity: '2' },
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/lines',
      headers: visitor.headers,
      payload: { productId: 2, quantity: 1 },
    });
    expect(api.statusCode).toBe(201);
    expect(api.json().count).toBe(3);
    const cartPage = await t.app.inject({ method: 'GET', url: '/cart', headers: { ...html, cookie: visitor.cookie } });
    expect(cartPage.body).toContain('action="/cart/remove"');
    const removed = await t.app.inject({
      method: 'POST',
      url: '/cart/remove',
      headers: { cookie: visitor.cookie },
      payload: { _csrf: visitor.csrfToken, productId: '1' },
    });
    expect(removed.statusCode).toBe(303);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/shop/cart/lines/2', headers: visitor.headers });
    expect(deleted.json()).toEqual({ lines: [], count: 0, subtotal: '0,00\u00a0€' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/lines',
      headers: visitor.headers,
      payload: { productId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/lines',
      headers: visitor.headers,
      payload: { productId: 99999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses ids of 2^31 and above with 400 (an integer column never sees them) and keeps the shop codes', async () => {
    const visitor = newVisitor();
    const largest = String(2 ** 31 - 1);
    // 2^31, 2^63, a number JSON reads as Infinity, and a negative id, as text and as JSON numbers.
    for (const [huge, json] of [
      ['2147483648', 2 ** 31],
      ['9223372036854775808', 2 ** 63],
      ['1e400', 1e308 * 10],
      ['-1', -1],
    ] as const) {
      const refusals = [
        { method: 'GET', url: `/go/${huge}`, code: 'SHOP_BAD_OFFER' },
        { method: 'GET', url: `/img/product/${huge}.svg`, code: 'VALIDATION_FAILED' },
        { method: 'DELETE', url: `/api/shop/cart/lines/${huge}`, code: 'SHOP_BAD_CART_INPUT' },
        { method: 'POST', url: '/api/shop/cart/lines', payload: { productId: json }, code: 'SHOP_BAD_CART_INPUT' },
        {
          method: 'POST',
          url: '/cart/add',
          payload: { _csrf: visitor.csrfToken, productId: huge },
          code: 'SHOP_BAD_CART_INPUT',
        },
        {
          method: 'POST',
          url: '/cart/remove',
          payload: { _csrf: visitor.csrfToken, productId: huge },
          code: 'SHOP_BAD_CART_INPUT',
        },
      ] as const;
      for (const { code, ...request } of refusals) {
        const response = await t.app.inject({ ...request, headers: visitor.headers });
        expect([huge, request.url, response.statusCode, response.json().error.code]).toEqual([
          huge,
          request.url,
          400,
          code,
        ]);
      }
    }
    // The largest integer id is valid input: it reaches the database and is simply not there.
    expect((await t.app.inject({ method: 'GET', url: `/go/${largest}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/img/product/${largest}.svg` })).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/lines',
      headers: visitor.headers,
      payload: { productId: 2 ** 31 - 1 },
    });
    expect(missing.json().error.code).toBe('SHOP_PRODUCT_NOT_FOUND');
  });

  it('answers a bad form post with an HTML page, and cart answers in the contract shape', async () => {
    const visitor = newVisitor();
    const page = await t.app.inject({
      method: 'POST',
      url: '/cart/add',
      headers: { ...html, cookie: visitor.cookie },
      payload: { _csrf: visitor.csrfToken, productId: '1', quantity: '100' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('quantity must be 1-99');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart/lines',
      headers: visitor.headers,
      payload: { productId: 3 },
    });
    expect(shopCartResponseSchema.parse(added.json())).toMatchObject({ count: 1, lines: [{ productId: 3 }] });
    const cart = await t.app.inject({ method: 'GET', url: '/api/shop/cart', headers: visitor.headers });
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(shopCartResponseSchema.parse(cart.json())).toEqual(added.json());
  });
});
