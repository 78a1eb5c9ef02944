import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { captchaResponseSchema } from '@site/shared-contracts/auth';
import { createChallenge, verifyChallenge } from '../captcha/challenges';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { CAPTCHA_WRONG_MESSAGE, REGISTER_SENT_MESSAGE } from '../accounts/registration';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { captchaToken, linkToken, newClient, outbox, TEST_CAPTCHA, TEST_ENV } from '../testing/auth-app';

describe.each(testDrivers())('mf-auth registration and captcha on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
    await seedUsers(t.db, { users: 1, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  const fields = async (email: string, extra: Record<string, string> = {}) => ({
    email,
    display_name: 'New <b>Person</b>',
    password: 'a long pass phrase 42',
    captcha_token: await captchaToken(t.app),
    captcha_answer: TEST_CAPTCHA,
    ...extra,
  });

  it('serves a fresh, uncached SVG captcha whose answer is not in the markup', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    const two = await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    const body = captchaResponseSchema.parse(one.json());
    expect(body.token).not.toBe(captchaResponseSchema.parse(two.json()).token);
    expect(body.kind).toBe('picture');
    const svg = Buffer.from((body.kind === 'picture' ? body.image : '').split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('<text');
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(12);
  });

  it('accepts the right answer case-insensitively, once; refuses a wrong or expired one', async () => {
    const a = await createChallenge(t.db);
    expect(await verifyChallenge(t.db, a.token, ` ${a.answer.toLowerCase()} `)).toBe(true);
    expect(await verifyChallenge(t.db, a.token, a.answer)).toBe(false);
    const b = await createChallenge(t.db);
    expect(await verifyChallenge(t.db, b.token, 'WRONG')).toBe(false);
    expect(await verifyChallenge(t.db, b.token, b.answer)).toBe(false);
    const c = await createChallenge(t.db, new Date(Date.now() - 11 * 60_000));
    expect(await verifyChallenge(t.db, c.token, c.answer)).toBe(false);
    const { rows } = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM auth.captchas');
    expect(rows.map((r) => r.answer_hash).join()).not.toContain(c.answer);
  });

  it('refuses a wrong captcha answer and a reused captcha token', async () => {
    const client = await newClient(t.app);
    const wrong = await client.ajax(
      'site_register',
      await fields('wrong-captcha@example.com', { captcha_answer: 'nope1' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: true, message: CAPTCHA_WRONG_MESSAGE });
    const first = await fields('reuse@example.com');
    expect((await client.ajax('site_register', first)).json().error).toBe(false);
    expect((await client.ajax('site_register', { ...first, email: 'reuse2@example.com' })).json()).toEqual({
      error: true,
      message: CAPTCHA_WRONG_MESSAGE,
    });
  });

  it('refuses registration without a CSRF token or from another site', async () => {
    const client = await newClient(t.app);
    const noToken = await client.ajax('site_register', await fields('csrf@example.com'), { cookie: client.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    const crossSite = await client.ajax('site_register', await fields('csrf@example.com'), {
      ...client.headers,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers a new and an existing e-mail identically and mails each owner the right thing', async () => {
    const client = await newClient(t.app);
    const fresh = await client.ajax('site_register', await fields('fresh.person@example.com'));
    const taken = await client.ajax('site_register', await fields(DEMO_USER.email));
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json()).toEqual({ error: false, message: REGISTER_SENT_MESSAGE });
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect([fresh, taken].flatMap((r) => r.cookies.filter((c) => c.name === SESSION_COOKIE))).toEqual([]);
    const mails = await outbox(t.app);
    const notice = mails.find((m) => m.to === DEMO_USER.email);
    expect(notice?.subject).toContain('someone tried to register');
    expect(notice?.text).toContain('http://site.test/lost-password');
    const confirm = mails.find((m) => m.to === 'fresh.person@example.com');
    expect(confirm?.subject).toContain('confirm your new account');
    expect(linkToken(confirm?.text ?? '', 'http://site.test/register/confirm')).toHaveLength(43);
  });

  it('creates the account only when the e-mailed link is confirmed (POST, single use), then login works', async () => {
    const client = await newClient(t.app);
    await client.ajax('site_register', await fields('confirm.me@example.com'));
    const mail = (await outbox(t.app)).find((m) => m.to === 'confirm.me@example.com');
    const token = linkToken(mail?.text ?? '', '/register/confirm');
    const { rows: before } = await t.db.query('SELECT 1 FROM auth.users WHERE email = $1', ['confirm.me@example.com']);
    expect(before).toHaveLength(0);
    const page = await client.get(`/register/confirm?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Activate my account');
    const done = await client.post('/register/confirm', { _csrf: client.csrfToken, token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('role="status"');
    const again = await client.post('/register/confirm', { _csrf: client.csrfToken, token });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('role="alert"');
    const login = await client.ajax('site_login', {
      email: 'confirm.me@example.com',
      password: 'a long pass phrase 42',
    });
    expect(login.json().error).toBe(false);
    const { rows } = await t.db.query<{ display_name: string; password_hash: string }>(
      'SELECT display_name, password_hash FROM auth.users WHERE email = $1',
      ['confirm.me@example.com'],
    );
    expect(rows[0]?.display_name).toBe('New <b>Person</b>');
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses weak passwords with a message, whether or not the e-mail exists', async () => {
    const client = await newClient(t.app);
    const weak = await client.ajax('site_register', await fields('weak@example.com', { password: 'password123' }));
    const weakTaken = await client.ajax('site_register', await fields(DEMO_USER.email, { password: 'password123' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual(weakTaken.json());
  });

  it('limits registrations per account with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await (await newClient(t.app)).ajax('site_register', await fields('flood@example.com')));
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[3]?.statusCode).toBe(429);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[3]?.json()).toEqual({ error: true, message: expect.stringContaining('Too many attempts') });
  });

  it('serves a no-JS registration page with its own captcha and shows the outcome', async () => {
    const client = await newClient(t.app);
    const page = await client.get('/register');
    expect(page.statusCode).toBe(200);
    // Anonymous pages carry no token: the browser's Origin header proves the form's origin.
    expect(page.body).toContain('name="_csrf" value=""');
    expect(page.body).toMatch(/<img class="auth-page__captcha" src="data:image\/svg\+xml;base64,/);
    const token = /name="captcha_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const bad = await client.post('/register', {
      _csrf: client.csrfToken,
      email: '<i>x</i>@example.com',
      display_name: 'X',
      password: 'short',
      captcha_token: token,
      captcha_answer: 'nope1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('role="alert"');
    expect(bad.body).toContain('&#60;i&#62;x&#60;/i&#62;@example.com');
    const ok = await client.post('/register', { _csrf: client.csrfToken, ...(await fields('nojs@example.com')) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('role="status"');
  });
});
