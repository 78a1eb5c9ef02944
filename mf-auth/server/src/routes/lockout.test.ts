import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { LOGIN_CAPTCHA_MESSAGE, LOGIN_CAPTCHA_WRONG_MESSAGE, LOGIN_FAILED_MESSAGE } from '../accounts/login';
import { authSlice } from '../index';
import { AUTH_LIMITS } from '../limits/auth-limits';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { captchaToken, newClient, outbox, TEST_CAPTCHA, TEST_ENV } from '../testing/auth-app';

const WRONG = 'wrong password guess';

describe.each(testDrivers())('mf-auth lockout that cannot be turned against the owner, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver, env: TEST_ENV });
    await seedUsers(t.db, { users: 10, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  const user = (n: number) => `customer-${String(n).padStart(4, '0')}@example.com`;
  /** An attacker failing on purpose, each time from a new address: the account budget fills up. */
  const failFromEverywhere = async (email: string) => {
    for (let i = 0; i < AUTH_LIMITS.loginAccount.max; i++) {
      expect((await (await newClient(t.app)).ajax('site_login', { email, password: WRONG })).statusCode).toBe(401);
    }
  };
  const session = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

  it('five wrong passwords from anywhere no longer lock the owner out: the right password plus a captcha logs in', async () => {
    const email = user(1);
    await failFromEverywhere(email);
    const owner = await newClient(t.app);
    const asked = await owner.ajax('site_login', { email, password: DEMO_USER.password });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ error: true, message: LOGIN_CAPTCHA_MESSAGE, captcha: true });
    expect(session(asked)).toBeUndefined();
    const wrongCaptcha = await owner.ajax('site_login', {
      email,
      password: DEMO_USER.password,
      captcha_token: await captchaToken(t.app),
      captcha_answer: 'not it',
    });
    expect(wrongCaptcha.json()).toEqual({ error: true, message: LOGIN_CAPTCHA_WRONG_MESSAGE, captcha: true });
    const ok = await owner.ajax('site_login', {
      email,
      password: DEMO_USER.password,
      captcha_token: await captchaToken(t.app),
      captcha_answer: TEST_CAPTCHA,
    });
    expect(ok.statusCode).toBe(200);
    expect(session(ok)).toEqual(expect.any(String));
  });

  it('a solved captcha is no free pass: a wrong password with it still fails', async () => {
    const email = user(2);
    await failFromEverywhere(email);
    const guess = await (
      await newClient(t.app)
    ).ajax('site_login', {
      email,
      password: WRONG,
      captcha_token: await captchaToken(t.app),
      captcha_answer: TEST_CAPTCHA,
    });
    expect(guess.json()).toEqual({ error: true, message: LOGIN_FAILED_MESSAGE, captcha: true });
  });

  it('no-JS: the login page shows the captcha once asked, and the right password with it logs in', async () => {
    const email = user(3);
    await failFromEverywhere(email);
    const owner = await newClient(t.app);
    const page = await owner.post('/login', { _csrf: owner.csrfToken, email, password: DEMO_USER.password });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('<img class="auth-page__captcha"');
    const token = /name="captcha_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const ok = await owner.post('/login', {
      _csrf: owner.csrfToken,
      email,
      password: DEMO_USER.password,
      captcha_token: token,
      captcha_answer: TEST_CAPTCHA,
      redirect_to: '/account',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/account');
  });

  it('limits one address guessing one account with 429 and Retry-After; others only get the captcha', async () => {
    const email = user(4);
    const guesser = await newClient(t.app);
    for (let i = 0; i < AUTH_LIMITS.loginIpAccount.max; i++) {
      expect((await guesser.ajax('site_login', { email, password: WRONG })).statusCode).toBe(401);
    }
    const refused = await guesser.ajax('site_login', { email, password: DEMO_USER.password });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toEqual({ error: true, message: expect.stringContaining('Too many attempts') });
    // The guesser's own other accounts are still open to it (the budget is per address and account).
    expect((await guesser.ajax('site_login', { email: user(5), password: DEMO_USER.password })).statusCode).toBe(200);
    const owner = await newClient(t.app);
    expect((await owner.ajax('site_login', { email, password: DEMO_USER.password })).statusCode).toBe(401);
  });

  it('mails the owner once per window when the captcha step starts; an unknown address gets nothing', async () => {
    const email = user(6);
    const before = (await outbox(t.app)).length;
    await failFromEverywhere(email);
    await failFromEverywhere(email);
    await failFromEverywhere('nobody-at-all@example.com');
    const mails = (await outbox(t.app)).slice(0, (await outbox(t.app)).length - before);
    const notices = mails.filter((m) => m.subject.includes('failed attempts to log in'));
    expect(notices.map((m) => m.to)).toEqual([email]);
    expect(notices[0]?.text).toContain('/lost-password');
    expect(notices[0]?.text).not.toContain(WRONG);
  });

  it('answers an unknown address exactly like a known one, captcha step included', async () => {
    const unknown = 'nobody-either@example.com';
    await failFromEverywhere(unknown);
    const asked = await (await newClient(t.app)).ajax('site_login', { email: unknown, password: DEMO_USER.password });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ error: true, message: LOGIN_CAPTCHA_MESSAGE, captcha: true });
  });
});
