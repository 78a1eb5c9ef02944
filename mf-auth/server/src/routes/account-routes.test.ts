import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED_MESSAGE } from '../accounts/password-change';
import { FORM_REFUSED } from '../accounts/outcome';
import { hashPassword } from '../accounts/passwords';
import { insertUser } from '../data/users';
import { authSlice } from '../index';
import { AUTH_LIMITS } from '../limits/auth-limits';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { logInAs, newClient, outbox, type Client, TEST_ENV } from '../testing/auth-app';

const NEW_PASSWORD = 'a fresh pass phrase for the account';

describe.each(testDrivers())('mf-auth account page on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
    await seedUsers(t.db, { users: 8, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  /** A browser logged in as `email`: its client and the session cookie it holds. */
  const session = async (email: string, password = DEMO_USER.password) => {
    const client = await newClient(t.app);
    const token = await logInAs(client, email, password);
    if (!token) throw new Error(`could not log in as ${email}`);
    return { client, token, cookie: `${client.cookie}; ${SESSION_COOKIE}=${token}` };
  };
  /** The no-JS form post: the token in the `_csrf` field only, as a browser without JavaScript sends it. */
  const change = (as: { client: Client; cookie: string }, fields: Record<string, string>, csrf = true) =>
    as.client.post(
      '/account/password',
      { ...(csrf ? { _csrf: as.client.csrfToken } : {}), ...fields },
      {
        cookie: as.cookie,
        accept: 'text/html',
      },
    );
  const page = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/account', headers: { cookie, accept: 'text/html' } });
  const loggedIn = async (cookie: string) => (await page(cookie)).statusCode === 200;
  const fields = (current: string, next = NEW_PASSWORD, again = next) => ({
    current_password: current,
    password: next,
    password_confirm: again,
  });

  it('sends an anonymous visitor to the login page, which brings them back', async () => {
    const client = await newClient(t.app);
    const get = await client.get('/account');
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe('/login?redirect_to=%2Faccount');
    const post = await client.post('/account/password', { _csrf: client.csrfToken, ...fields(DEMO_USER.password) });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/login?redirect_to=%2Faccount');
    const login = await client.get(String(get.headers.location));
    expect(login.body).toContain('name="redirect_to" value="/account"');
  });

  it('shows the name and e-mail (escaped), a CSRF-bound form without browser checks, and a log-out button', async () => {
    await insertUser(t.db, {
      email: 'bold@example.com',
      displayName: '<b>Bold</b> Person',
      passwordHash: await hashPassword(DEMO_USER.password),
      role: 'customer',
    });
    const as = await session('bold@example.com');
    const response = await page(as.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>My account</h1>');
    expect(response.body).toContain('<dd>&#60;b&#62;Bold&#60;/b&#62; Person</dd>');
    expect(response.body).toContain('<dd>bold@example.com</dd>');
    const form = /<form[^>]*action="\/account\/password"[\s\S]*?<\/form>/.exec(response.body)?.[0] ?? '';
    expect(form).toContain(`name="_csrf" value="${as.client.csrfToken}"`);
    expect(form).toMatch(/name="current_password" autocomplete="current-password"/);
    expect(form).not.toContain('required');
    expect(response.body).toMatch(/<form[^>]*action="\/logout"[^>]*><input type="hidden" name="_csrf"/);
  });

  it('changes the password, ends every other session, keeps this one and mails the owner', async () => {
    const email = 'customer-0001@example.com';
    const other = await session(email);
    const as = await session(email);
    const response = await change(as, fields(DEMO_USER.password));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`role="status">${PASSWORD_CHANGED_MESSAGE}</p>`);
    expect(await loggedIn(as.cookie)).toBe(true);
    expect(await loggedIn(other.cookie)).toBe(false);
    const client = await newClient(t.app);
    expect(await logInAs(client, email, DEMO_USER.password)).toBeUndefined();
    expect(await logInAs(client, email, NEW_PASSWORD)).toBeDefined();
    const mail = (await outbox(t.app)).find((m) => m.to === email);
    expect(mail?.subject).toContain('your password was changed');
    expect(mail?.text).toContain('http://site.test/lost-password');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const email = 'customer-0002@example.com';
    const other = await session(email);
    const as = await session(email);
    const response = await change(as, fields('not the current password'));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`role="alert">${CURRENT_PASSWORD_WRONG.message}</p>`);
    expect(response.body).toContain('action="/account/password"');
    expect(await loggedIn(other.cookie)).toBe(true);
    expect(await logInAs(await newClient(t.app), email, DEMO_USER.password)).toBeDefined();
  });

  it('refuses a weak new password and two that differ, with the policy of registration', async () => {
    const as = await session('customer-0003@example.com');
    const weak = await change(as, fields(DEMO_USER.password, 'password123'));
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('This password is too common');
    const mine = await change(as, fields(DEMO_USER.password, 'customer-0003 is me'));
    expect(mine.body).toContain('does not contain your e-mail address');
    const differ = await change(as, fields(DEMO_USER.password, NEW_PASSWORD, `${NEW_PASSWORD}!`));
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain('role="alert">The two passwords do not match.</p>');
    const missing = await change(as, { current_password: DEMO_USER.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(`role="alert">${FORM_REFUSED.changePassword.message}</p>`);
    expect(await logInAs(await newClient(t.app), 'customer-0003@example.com', DEMO_USER.password)).toBeDefined();
  });

  it('refuses a post without the CSRF token or from another site', async () => {
    const as = await session('customer-0004@example.com');
    expect((await change(as, fields(DEMO_USER.password), false)).statusCode).toBe(403);
    const crossSite = await as.client.post(
      '/account/password',
      { _csrf: as.client.csrfToken, ...fields(DEMO_USER.password) },
      { cookie: as.cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await logInAs(await newClient(t.app), 'customer-0004@example.com', DEMO_USER.password)).toBeDefined();
  });

  it('limits wrong current passwords like failed logins: 429 with Retry-After, even for the right one', async () => {
    const as = await session('customer-0005@example.com');
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      expect((await change(as, fields(`wrong guess ${i}`))).statusCode).toBe(400);
    }
    const limited = await change(as, fields(DEMO_USER.password));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Too many attempts');
  });
});
