import { createHash } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { newVisitor, type TestVisitor } from '../../../../tools/testing/visitor';
import { authSlice } from '../index';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { SESSION_COOKIE } from '../sessions/session-cookie';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDrivers())('mf-auth login and sessions on %s', (driver) => {
  let t: TestApp;
  let visitor: TestVisitor;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver });
    await seedUsers(t.db, { users: 3, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  beforeEach(async () => {
    visitor = newVisitor();
  });
  afterAll(() => t.close());

  const ajaxLogin = (fields: Record<string, string>, headers: Record<string, string> = visitor.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { ...headers, ...FORM },
      payload: new URLSearchParams({ action: 'site_login', ...fields }).toString(),
    });
  const withSession = (token: string) => ({
    ...visitor.headers,
    cookie: `${visitor.cookie}; ${SESSION_COOKIE}=${token}`,
  });
  const homeHtml = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/', headers: { ...withSession(token), accept: 'text/html' } })).body;

  it('logs in: a new HttpOnly SameSite=Lax session cookie, only its hash stored, the header shows the name', async () => {
    const response = await ajaxLogin({ email: ' Demo@Example.com ', password: DEMO_USER.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: false, message: expect.any(String) });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const token = cookie?.value ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM auth.sessions');
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(createHash('sha256').update(token).digest('hex'));
    expect(ids).not.toContain(token);
    const html = await homeHtml(token);
    expect(html).toContain('Demo Customer');
    expect(html).not.toContain('auth-login-link');
  });

  it('issues a fresh session id on every login and kills the pre-login one (fixation)', async () => {
    const first = (await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password })).cookies.find(
      (c) => c.name === SESSION_COOKIE,
    );
    const second = (
      await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password }, withSession(first?.value ?? ''))
    ).cookies.find((c) => c.name === SESSION_COOKIE);
    expect(second?.value).toBeDefined();
    expect(second?.value).not.toBe(first?.value);
    expect(await homeHtml(first?.value ?? '')).toContain('auth-login-link');
    expect(await homeHtml(second?.value ?? '')).toContain('Demo Customer');
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const unknown = await ajaxLogin({ email: 'nobody@example.com', password: DEMO_USER.password });
    const wrong = await ajaxLogin({ email: DEMO_USER.email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: true, message: 'The e-mail address or password is incorrect.' });
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a login without the CSRF token', async () => {
    const response = await ajaxLogin(
      { email: DEMO_USER.email, password: DEMO_USER.password },
      { cookie: visitor.cookie },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_INVALID');
  });

  it.each(['//evil.test', '/\\evil.test', 'https://evil.test/', '/\t/evil.test'])(
    'never redirects off-site (%s)',
    async (target) => {
      const response = await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password, redirect_to: target });
      expect(response.json().error).toBe(false);
      expect(response.json().redirecturl).toBeUndefined();
    },
  );

  it('passes a same-origin redirect path through', async () => {
    const response = await ajaxLogin({
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      redirect_to: '/offers?x=1',
    });
    expect(response.json().redirecturl).toBe('/offers?x=1');
  });

  it('answers 400 JSON for an unknown action', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { ...visitor.headers, ...FORM },
      payload: 'action=nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('AJAX_UNKNOWN_ACTION');
  });

  it('logs out: the session row is gone and a replayed cookie is anonymous', async () => {
    const token =
      (await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password })).cookies.find(
        (c) => c.name === SESSION_COOKIE,
      )?.value ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { ...withSession(token), ...FORM },
      payload: `_csrf=${visitor.csrfToken}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['clear-site-data']).toBe('"cookies"');
    const { rows } = await t.db.query('SELECT 1 FROM auth.sessions WHERE id = $1', [
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(rows).toHaveLength(0);
    expect(await homeHtml(token)).toContain('auth-login-link');
  });

  it('stores passwords as PHC argon2id with m=19456,t=2,p=1', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM auth.users WHERE email = $1',
      [DEMO_USER.email],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
  });

  it('enforces the idle and absolute time-outs', async () => {
    const login = async () =>
      (await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password })).cookies.find(
        (c) => c.name === SESSION_COOKIE,
      )?.value ?? '';
    const idle = await login();
    await t.db.query("UPDATE auth.sessions SET last_seen_at = now() - interval '8 days' WHERE id = $1", [
      createHash('sha256').update(idle).digest('hex'),
    ]);
    expect(await homeHtml(idle)).toContain('auth-login-link');
    const old = await login();
    await t.db.query("UPDATE auth.sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      createHash('sha256').update(old).digest('hex'),
    ]);
    expect(await homeHtml(old)).toContain('auth-login-link');
  });

  it('serves the no-JS login page and form (303 on success, 401 page with the error on failure)', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/login?redirect_to=/shop',
      headers: { ...visitor.headers, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    // Anonymous pages carry no token: the browser's Origin header proves the form's origin.
    expect(page.body).toContain('name="_csrf" value=""');
    expect(page.body).toContain('name="redirect_to" value="/shop"');
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { cookie: visitor.cookie, ...FORM, accept: 'text/html' },
        payload: new URLSearchParams({ _csrf: visitor.csrfToken, ...fields }).toString(),
      });
    const ok = await post({ email: DEMO_USER.email, password: DEMO_USER.password, redirect_to: '/shop' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/shop');
    const bad = await post({ email: '<b>x</b>@example.com', password: 'wrong-password', redirect_to: '//evil.test' });
    expect(bad.statusCode).toBe(401);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
    expect(bad.body).not.toContain('evil.test');
  });

  it('serves the avatar under a random public id, never the sequential one; 404 for an unknown id', async () => {
    const token = (await ajaxLogin({ email: DEMO_USER.email, password: DEMO_USER.password })).cookies.find(
      (c) => c.name === SESSION_COOKIE,
    )?.value;
    const html = await homeHtml(token ?? '');
    const { rows } = await t.db.query<{ id: number; public_id: string }>(
      'SELECT id, public_id FROM auth.users WHERE email = $1',
      [DEMO_USER.email],
    );
    const publicId = rows[0]?.public_id ?? '';
    expect(publicId).toMatch(/^[0-9a-f]{32}$/);
    expect(html).toContain(`/img/avatar/${publicId}.svg`);
    expect(html).not.toContain(`/img/avatar/${rows[0]?.id}.svg`);
    const ok = await t.app.inject({ method: 'GET', url: `/img/avatar/${publicId}.svg` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('>D</text>');
    expect((await t.app.inject({ method: 'GET', url: `/img/avatar/${'0'.repeat(32)}.svg` })).statusCode).toBe(404);
    // The sequential id is no address at all, and neither is a huge or malformed one: 400, never 500.
    for (const id of [String(rows[0]?.id), '2147483648', '9007199254740993', '-1', '1e3', publicId.toUpperCase()]) {
      expect((await t.app.inject({ method: 'GET', url: `/img/avatar/${id}.svg` })).statusCode).toBe(400);
    }
  });

  it('gives every account its own random public id', async () => {
    const { rows } = await t.db.query<{ public_id: string }>('SELECT public_id FROM auth.users');
    expect(new Set(rows.map((r) => r.public_id)).size).toBe(rows.length);
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(r.public_id))).toBe(true);
  });
});
