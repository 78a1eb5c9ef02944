import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { RESET_SENT_MESSAGE } from '../accounts/password-reset';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { tokenDigest } from '../accounts/tokens';
import { linkToken, newClient, outbox, type Client, TEST_ENV } from '../testing/auth-app';

const NEW_PASSWORD = 'brand new pass phrase';

describe.each(testDrivers())('mf-auth password reset on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
    await seedUsers(t.db, { users: 3, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  const requestLink = async (client: Client, email: string) => {
    const response = await client.ajax('site_resetpass', { email });
    const mail = (await outbox(t.app)).find((m) => m.to === email);
    return { response, mail, token: mail ? linkToken(mail.text, '/reset-password') : '' };
  };
  const login = async (client: Client, email: string, password: string) =>
    (await client.ajax('site_login', { email, password })).cookies.find((c) => c.name === SESSION_COOKIE)?.value;

  it('answers known and unknown e-mails identically; only the known one gets a mail, with the configured origin', async () => {
    const client = await newClient(t.app);
    // A spoofed Host never reaches the form (the shell's host allow-list), so it cannot steer the link.
    const spoofed = { ...client.headers, host: 'evil.test' };
    expect((await client.ajax('site_resetpass', { email: 'customer-0001@example.com' }, spoofed)).statusCode).toBe(421);
    const known = await client.ajax('site_resetpass', { email: 'customer-0001@example.com' });
    const unknown = await client.ajax('site_resetpass', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ error: false, message: RESET_SENT_MESSAGE });
    expect(known.headers['cache-control']).toBe('no-store');
    const mails = await outbox(t.app);
    expect(mails.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
    const mail = mails.find((m) => m.to === 'customer-0001@example.com');
    expect(mail?.subject).toContain('reset your password');
    expect(mail?.text).toMatch(/^Hello .+,/);
    expect(mail?.text).toContain('http://site.test/reset-password?token=');
    expect(mail?.text).not.toContain('evil.test');
    const token = linkToken(mail?.text ?? '', 'http://site.test/reset-password');
    expect(token).toHaveLength(43);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM auth.reset_tokens');
    expect(rows.map((r) => r.id)).toContain(tokenDigest(token));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('refuses a reset request without the CSRF token', async () => {
    const client = await newClient(t.app);
    const response = await client.ajax('site_resetpass', { email: DEMO_USER.email }, { cookie: client.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_INVALID');
    const page = await client.post(
      '/lost-password',
      { email: DEMO_USER.email },
      { cookie: client.cookie, accept: 'text/html' },
    );
    expect(page.statusCode).toBe(403);
  });

  it('sets a new password through the link: sessions end, the old password and the link stop working', async () => {
    const client = await newClient(t.app);
    const session = await login(client, 'customer-0002@example.com', DEMO_USER.password);
    expect(session).toBeDefined();
    const { token } = await requestLink(client, 'customer-0002@example.com');
    const page = await client.get(`/reset-password?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`name="token" value="${token}"`);
    expect(page.body).toContain('name="password_confirm"');
    const mismatch = await client.post('/reset-password', {
      _csrf: client.csrfToken,
      token,
      password: NEW_PASSWORD,
      password_confirm: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('role="alert"');
    expect(mismatch.body).toContain(`name="token" value="${token}"`);
    const noCsrf = await client.post(
      '/reset-password',
      { token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      { cookie: client.cookie },
    );
    expect(noCsrf.statusCode).toBe(403);
    const done = await client.post('/reset-password', {
      _csrf: client.csrfToken,
      token,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('role="status"');
    const home = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${client.cookie}; ${SESSION_COOKIE}=${session}`, accept: 'text/html' },
    });
    expect(home.body).toContain('auth-login-link');
    expect(await login(client, 'customer-0002@example.com', DEMO_USER.password)).toBeUndefined();
    expect(await login(client, 'customer-0002@example.com', NEW_PASSWORD)).toBeDefined();
    const replay = await client.post('/reset-password', {
      _csrf: client.csrfToken,
      token,
      password: 'another pass phrase',
      password_confirm: 'another pass phrase',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('invalid or has expired');
    expect((await client.get(`/reset-password?token=${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired link and one replaced by a newer request', async () => {
    const client = await newClient(t.app);
    const { token: older } = await requestLink(client, 'customer-0003@example.com');
    const { token: newer } = await requestLink(client, 'customer-0003@example.com');
    expect(newer).not.toBe(older);
    const post = (token: string) =>
      client.post('/reset-password', {
        _csrf: client.csrfToken,
        token,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
      });
    expect((await post(older)).statusCode).toBe(400);
    await t.db.query("UPDATE auth.reset_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [
      tokenDigest(newer),
    ]);
    expect((await client.get(`/reset-password?token=${newer}`)).statusCode).toBe(400);
    expect((await post(newer)).statusCode).toBe(400);
    expect(await login(client, 'customer-0003@example.com', DEMO_USER.password)).toBeDefined();
  });

  it('limits reset requests per account with 429 and Retry-After, for unknown addresses too', async () => {
    for (const email of [DEMO_USER.email, 'ghost@example.com']) {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await (await newClient(t.app)).ajax('site_resetpass', { email });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('serves the no-JS lost-password form and shows the outcome', async () => {
    const client = await newClient(t.app);
    const page = await client.get('/lost-password');
    // Anonymous pages carry no token: the browser's Origin header proves the form's origin.
    expect(page.body).toContain('name="_csrf" value=""');
    const sent = await client.post('/lost-password', { _csrf: client.csrfToken, email: 'someone@example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('role="status"');
    expect((await client.get('/reset-password')).headers.location).toBe('/lost-password');
  });

  it('lists outbox mails newest first on the development page, links clickable, text escaped', async () => {
    const client = await newClient(t.app);
    const { token } = await requestLink(client, DEMO_USER.email);
    await outbox(t.app);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<a href="http://site.test/reset-password?token=${token}">`);
    expect(page.body.indexOf(token)).toBeLessThan(page.body.indexOf('customer-0001@example.com'));
  });
});
