import { shopCartResponseSchema } from '@site/shared-contracts/shop';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { newVisitor, type TestVisitor } from '../../../../tools/testing/visitor';
import { shopSlice } from '../index';

const countCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith('shop.cart-count='));

describe.each(testDrivers())('mf-shop cart API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
    await shopSlice.seed?.(t.db, { products: 20, offers: 0, posts: 0, users: 0 }, () => undefined);
    // Prices whose float products drift (0.1 * 3, 19.99 * 3): the totals must still be exact.
    await t.db.query(`UPDATE shop.products SET price = 0.10, regular_price = 0.10, is_variable = false,
      min_price = NULL, max_price = NULL, on_sale = false WHERE id = 1`);
    await t.db.query(`UPDATE shop.products SET price = 19.99, regular_price = 19.99, is_variable = false,
      min_price = NULL, max_price = NULL, on_sale = false WHERE id = 2`);
  }, 60_000);
  afterAll(() => t.close());

  const call = (visitor: TestVisitor, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: visitor.headers, ...(payload ? { payload } : {}) });
  const cartOf = async (visitor: TestVisitor) =>
    shopCartResponseSchema.parse((await call(visitor, 'GET', '/api/shop/cart')).json());

  it('sets a line quantity and answers the whole cart with totals exact to the cent', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 1, quantity: 1 });
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 2, quantity: 1 });
    const response = await call(visitor, 'PATCH', '/api/shop/cart/lines/2', { quantity: 3 });
    expect(response.statusCode).toBe(200);
    const cart = shopCartResponseSchema.parse(response.json());
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.lineTotal])).toEqual([
      [1, 1, '0,10\u00a0€'],
      [2, 3, '59,97\u00a0€'],
    ]);
    expect(cart.count).toBe(4);
    expect(cart.subtotal).toBe('60,07\u00a0€');
    expect(countCookie(response.headers['set-cookie'])).toMatch(
      /^shop\.cart-count=4; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
  });

  it('refuses a quantity outside 1-999 with 400 and leaves the cart as it was', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 3, quantity: 2 });
    const before = await cartOf(visitor);
    for (const quantity of [1000, 0, 2.5]) {
      const response = await call(visitor, 'PATCH', '/api/shop/cart/lines/3', { quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'SHOP_BAD_CART_INPUT',
        message: 'quantity: quantity must be 1-999',
      });
      expect(countCookie(response.headers['set-cookie'])).toBeUndefined();
    }
    expect(await cartOf(visitor)).toEqual(before);
  });

  it('refuses a change to a product that is not in the cart (404), leaving it unchanged', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 3, quantity: 1 });
    const response = await call(visitor, 'PATCH', '/api/shop/cart/lines/4', { quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('SHOP_CART_LINE_NOT_FOUND');
    expect((await cartOf(visitor)).lines.map((l) => [l.productId, l.quantity])).toEqual([[3, 1]]);
  });

  it('refuses an add past 999 of one product (409) and an unknown product (404), writing nothing', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 10; i++) await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 5, quantity: 99 });
    const full = await cartOf(visitor);
    expect(full.count).toBe(990);
    const over = await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 5, quantity: 10 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: 'SHOP_CART_LINE_LIMIT',
      message: 'A cart holds at most 999 of one product.',
    });
    expect(await cartOf(visitor)).toEqual(full);
    expect((await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 5, quantity: 9 })).statusCode).toBe(201);

    const stranger = newVisitor();
    const unknown = await call(stranger, 'POST', '/api/shop/cart/lines', { productId: 99999 });
    expect(unknown.statusCode).toBe(404);
    const id = stranger.cookie.split('=')[1];
    const { rows } = await t.db.query('SELECT 1 FROM shop.carts WHERE visitor_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('clears the count cookie with the last line, so an empty cart loads no cart script', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 6, quantity: 1 });
    const response = await call(visitor, 'DELETE', '/api/shop/cart/lines/6');
    expect(response.json().count).toBe(0);
    expect(countCookie(response.headers['set-cookie'])).toMatch(/^shop\.cart-count=; Max-Age=0; Path=\/; Expires=/);
  });

  it('refuses a cross-site change before it reaches the cart', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 7, quantity: 1 });
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/shop/cart/lines/7',
      headers: { ...visitor.headers, 'sec-fetch-site': 'cross-site' },
      payload: { quantity: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect((await cartOf(visitor)).count).toBe(1);
  });

  it('refuses changes past the per-address budget with 429 and Retry-After, leaving the cart unchanged', async () => {
    const limited = await buildTestApp({ driver, slices: [shopSlice], env: { SHOP_CART_CHANGES_PER_MINUTE: '3' } });
    try {
      await shopSlice.seed?.(limited.db, { products: 3, offers: 0, posts: 0, users: 0 }, () => undefined);
      const visitor = newVisitor();
      const add = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/shop/cart/lines',
          headers: visitor.headers,
          payload: { productId: 1 },
        });
      for (let i = 0; i < 3; i++) expect((await add()).statusCode).toBe(201);
      const refused = await add();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('SHOP_CART_RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const form = await limited.app.inject({
        method: 'POST',
        url: '/cart/remove',
        headers: { accept: 'text/html', cookie: visitor.cookie },
        payload: { _csrf: visitor.csrfToken, productId: '1' },
      });
      expect(form.statusCode).toBe(429);
      expect(form.body).toContain('You are changing your cart too quickly.');
      const cart = await limited.app.inject({ method: 'GET', url: '/api/shop/cart', headers: visitor.headers });
      expect(cart.json().count).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('changes a quantity without JavaScript: the cart page form posts and comes back', async () => {
    const visitor = newVisitor();
    await call(visitor, 'POST', '/api/shop/cart/lines', { productId: 8, quantity: 1 });
    const page = await t.app.inject({
      method: 'GET',
      url: '/cart',
      headers: { accept: 'text/html', cookie: visitor.cookie },
    });
    expect(page.body).toContain('action="/cart/update"');
    expect(page.body).toContain('<label class="site-visually-hidden" for="shop-cart-quantity-8">');
    const post = (quantity: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cart/update',
        headers: { accept: 'text/html', cookie: visitor.cookie },
        payload: { _csrf: visitor.csrfToken, productId: '8', quantity },
      });
    const updated = await post('12');
    expect(updated.statusCode).toBe(303);
    expect(updated.headers.location).toBe('/cart');
    expect(countCookie(updated.headers['set-cookie'])).toMatch(/^shop\.cart-count=12;/);
    const refused = await post('1000');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('quantity must be 1-999');
    expect((await cartOf(visitor)).count).toBe(12);
  });
});
