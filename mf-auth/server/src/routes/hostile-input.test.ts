import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { captchaToken, FORM, newClient, outbox, TEST_CAPTCHA, TEST_ENV, type Client } from '../testing/auth-app';

/** Values every field and id gets: huge numbers, negatives, non-ASCII, invalid UTF-8, control bytes, oversize. */
const HOSTILE = [
  '2147483648',
  '9223372036854775808',
  '1e309',
  '-1',
  'καλημέρα ✓ 😀',
  '%ff%fe%c3%28',
  '\u0000\u001b[31m',
  '/\u00e9\u200b/..%2f',
  'x'.repeat(5000),
];
const FIELDS = ['email', 'password', 'redirect_to', 'display_name', 'captcha_token', 'captcha_answer', 'token'];
const POSTS = ['/api/ajax', '/login', '/register', '/lost-password', '/reset-password', '/register/confirm'];
const GETS = ['/login?redirect_to=', '/register?captcha=', '/reset-password?token=', '/register/confirm?token='];

describe.each(testDrivers())('mf-auth bounded input on %s', (driver) => {
  let t: TestApp;
  let client: Client;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
    await seedUsers(t.db, { users: 0, products: 0, posts: 0, offers: 0 }, () => undefined);
    client = await newClient(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('logs in without JavaScript to a non-ASCII redirect_to: a 303 with the path percent-encoded', async () => {
    const form = { email: DEMO_USER.email, password: DEMO_USER.password, redirect_to: '/blog/καλημέρα?q=café ✓' };
    const page = await client.post('/login', { _csrf: client.csrfToken, ...form });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(
      '/blog/%CE%BA%CE%B1%CE%BB%CE%B7%CE%BC%CE%AD%CF%81%CE%B1?q=caf%C3%A9%20%E2%9C%93',
    );
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
    const ajax = await client.ajax('site_login', form);
    expect(ajax.json()).toMatchObject({ error: false, redirecturl: page.headers.location });
  });

  it('answers every hostile field of every form with a 4xx or a page, never a 5xx', async () => {
    const seen: string[] = [];
    for (const url of POSTS) {
      for (const field of FIELDS) {
        for (const value of HOSTILE) {
          const fields = { _csrf: client.csrfToken, action: 'site_login', email: 'a@example.com', password: 'p' };
          const response = await client.post(url, { ...fields, [field]: value });
          if (response.statusCode >= 500) seen.push(`${url} ${field}=${value.slice(0, 20)}: ${response.statusCode}`);
        }
      }
    }
    // Registration past its captcha (the test answer), so the stored fields reach the database.
    for (const field of ['email', 'display_name']) {
      // A client of its own and an address per attempt, so no rate limit answers before the database.
      const registrant = await newClient(t.app);
      for (const [i, value] of HOSTILE.entries()) {
        const response = await registrant.ajax('site_register', {
          email: `hostile-${field}-${i}@example.com`,
          display_name: 'Hostile',
          password: 'a long pass phrase 42',
          captcha_token: await captchaToken(t.app),
          captcha_answer: TEST_CAPTCHA,
          [field]: value,
        });
        if (response.statusCode >= 500) seen.push(`register ${field}=${value.slice(0, 20)}: ${response.statusCode}`);
        if (response.statusCode === 429) throw new Error('rate-limited: the case did not reach the database');
      }
    }
    await outbox(t.app);
    expect(seen).toEqual([]);
  }, 120_000);

  it('answers hostile ids and queries in addresses with a 4xx or a page, never a 5xx', async () => {
    const seen: string[] = [];
    const urls = [
      ...HOSTILE.flatMap((value) => GETS.map((get) => `${get}${encodeURIComponent(value)}`)),
      ...HOSTILE.map((value) => `/img/avatar/${encodeURIComponent(value)}.svg`),
      ...HOSTILE.map((value) => `/api/auth/captcha?kind=${encodeURIComponent(value)}`),
      // Raw invalid percent-encoding and UTF-8, as a hand-made request would send them.
      '/login?redirect_to=%ff%fe',
      '/img/avatar/%ff.svg',
      '/reset-password?token=%E0%A4%A',
    ];
    for (const url of urls) {
      const response = await client.get(url);
      if (response.statusCode >= 500) seen.push(`${url.slice(0, 60)}: ${response.statusCode}`);
    }
    expect(seen).toEqual([]);
  }, 120_000);

  it('refuses an oversize or invalid-UTF-8 body with a 4xx', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { ...client.headers, ...FORM },
      payload: `action=site_login&email=a%40example.com&password=${'x'.repeat(2_000_000)}`,
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const bytes = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...client.headers, ...FORM },
      payload: Buffer.concat([
        Buffer.from('email='),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from('&password=x'),
      ]),
    });
    expect(bytes.statusCode).toBeGreaterThanOrEqual(400);
    expect(bytes.statusCode).toBeLessThan(500);
  });
});
