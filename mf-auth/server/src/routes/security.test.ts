import { hash } from '@node-rs/argon2';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { authSlice } from '../index';
import { LOGIN_CAPTCHA_MESSAGE, LOGIN_FAILED_MESSAGE } from '../accounts/login';
import { AUTH_LIMITS } from '../limits/auth-limits';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../sessions/session-cookie';
import { captchaToken, newClient, nextIp } from '../testing/auth-app';

describe('mf-auth limits, redirects and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice] });
    await seedUsers(t.db, { users: 30, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  it('limits failed logins per IP across accounts, also on the no-JS form', async () => {
    const client = await newClient(t.app);
    for (let i = 0; i < AUTH_LIMITS.loginIp.max; i++) {
      const email = `customer-${String(i + 2).padStart(4, '0')}@example.com`;
      expect((await client.ajax('site_login', { email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const page = await client.post(
      '/login',
      { _csrf: client.csrfToken, email: 'customer-0025@example.com', password: DEMO_USER.password },
      { cookie: client.cookie, accept: 'text/html' },
    );
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('Too many attempts');
  });

  it('does not count successful logins', async () => {
    const client = await newClient(t.app);
    const statuses = [];
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max + 3; i++) {
      statuses.push(
        (await client.ajax('site_login', { email: DEMO_USER.email, password: DEMO_USER.password })).statusCode,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('checks the account budget before hashing: of a parallel flood only the budget is verified', async () => {
    const clients = await Promise.all(Array.from({ length: 30 }, () => newClient(t.app)));
    const answers = await Promise.all(
      clients.map((c) => c.ajax('site_login', { email: 'customer-0030@example.com', password: 'flood guess' })),
    );
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    const messages = answers.map((a) => (a.json() as { message: string }).message);
    expect(messages.filter((m) => m === LOGIN_FAILED_MESSAGE)).toHaveLength(AUTH_LIMITS.loginAccount.max);
    expect(messages.filter((m) => m === LOGIN_CAPTCHA_MESSAGE)).toHaveLength(30 - AUTH_LIMITS.loginAccount.max);
  });

  it.each([
    '//evil.test',
    'https://evil.test/',
    '/\\evil.test',
    'javascript:alert(1)',
    'https:evil.test',
    '%2F%2Fevil.test',
    '/\r\nLocation: https://evil.test',
    ' //evil.test',
  ])('refuses the open-redirect target %j in the AJAX answer and the no-JS Location', async (target) => {
    const client = await newClient(t.app);
    const ajax = await client.ajax('site_login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      redirect_to: target,
    });
    expect(ajax.json().error).toBe(false);
    expect(ajax.json().redirecturl).toBeUndefined();
    const form = await client.post('/login', {
      _csrf: client.csrfToken,
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      redirect_to: target,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/');
  });

  it('GET /logout changes nothing (logout is a CSRF-checked POST)', async () => {
    const client = await newClient(t.app);
    const token = (
      await client.ajax('site_login', { email: DEMO_USER.email, password: DEMO_USER.password })
    ).cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    const headers = { cookie: `${client.cookie}; ${SESSION_COOKIE}=${token}`, accept: 'text/html' };
    expect((await t.app.inject({ method: 'GET', url: '/logout', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/logout', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/', headers })).body).toContain('Demo Customer');
  });

  it('rehashes a password stored under weaker parameters at the next login', async () => {
    const weak = await hash('old params password', { memoryCost: 4096, timeCost: 1, parallelism: 1, algorithm: 2 });
    await t.db.query('UPDATE auth.users SET password_hash = $1 WHERE email = $2', [weak, 'customer-0029@example.com']);
    const client = await newClient(t.app);
    expect(
      (await client.ajax('site_login', { email: 'customer-0029@example.com', password: 'old params password' }))
        .statusCode,
    ).toBe(200);
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM auth.users WHERE email = $1',
      ['customer-0029@example.com'],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps no plain password anywhere in the auth tables', async () => {
    const { rows } = await t.db.query<{ dump: string }>(
      "SELECT (SELECT json_agg(u)::text FROM auth.users u) || (SELECT coalesce(json_agg(s)::text, '') FROM auth.sessions s) AS dump",
    );
    expect(rows[0]?.dump).not.toContain(DEMO_USER.password);
  });
});

describe('mf-auth on an https site in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      slices: [authSlice],
      env: { NODE_ENV: 'production', HOST: '0.0.0.0', SITE_URL: 'https://site.test' },
    });
    await seedUsers(t.db, { users: 0, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());
  // The site answers only to its own host name once it listens beyond loopback (the shell's allow-list).
  const HOST = { host: 'site.test' };

  it('sets a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const client = await newClient(t.app);
    const response = await client.ajax(
      'site_login',
      { email: DEMO_USER.email, password: DEMO_USER.password },
      { ...client.headers, ...HOST },
    );
    const cookie = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HOST, cookie: `${client.cookie}; ${SECURE_SESSION_COOKIE}=${cookie?.value}`, accept: 'text/html' },
    });
    expect(home.body).toContain('Demo Customer');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...client.headers, ...HOST, cookie: `${client.cookie}; ${SECURE_SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(logout.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)?.value).toBe('');
  });

  it('has no development outbox and no captcha test answer unless they are switched on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json', headers: HOST })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { ...HOST, accept: 'text/html' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(421);
    const client = await newClient(t.app, nextIp());
    const response = await client.ajax(
      'site_register',
      {
        email: 'prod@example.com',
        display_name: 'Prod',
        password: 'a long pass phrase 42',
        captcha_token: await captchaToken(t.app, HOST),
        captcha_answer: 'pass-captcha',
      },
      { ...client.headers, ...HOST },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(true);
  });
});
