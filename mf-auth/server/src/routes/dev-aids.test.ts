import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { checkDevAids, authSettingsSchema } from '../settings';
import { captchaToken, newClient, nextIp, TEST_CAPTCHA } from '../testing/auth-app';

const parse = (env: Record<string, string>) => authSettingsSchema.parse(env);

describe('mf-auth development aids (no database)', () => {
  it('reads AUTH_DEV_OUTBOX as on/off, off by default, and refuses a typo', () => {
    expect(parse({}).AUTH_DEV_OUTBOX).toBe(false);
    expect(parse({ AUTH_DEV_OUTBOX: 'on' }).AUTH_DEV_OUTBOX).toBe(true);
    expect(parse({ AUTH_DEV_OUTBOX: '0' }).AUTH_DEV_OUTBOX).toBe(false);
    expect(authSettingsSchema.safeParse({ AUTH_DEV_OUTBOX: 'ture' }).success).toBe(false);
  });

  it('refuses either aid on a site that does not listen on loopback only, and names it', () => {
    expect(() => checkDevAids(parse({ AUTH_DEV_OUTBOX: 'on' }), false)).toThrow(/AUTH_DEV_OUTBOX.*loopback/);
    expect(() => checkDevAids(parse({ AUTH_CAPTCHA_TEST_ANSWER: 'x' }), false)).toThrow(/AUTH_CAPTCHA_TEST_ANSWER/);
    expect(() => checkDevAids(parse({ AUTH_DEV_OUTBOX: 'on', AUTH_CAPTCHA_TEST_ANSWER: 'x' }), true)).not.toThrow();
    expect(() => checkDevAids(parse({}), false)).not.toThrow();
  });
});

describe.each(testDrivers())('mf-auth development aids on %s', (driver) => {
  const apps: TestApp[] = [];
  const boot = async (env: Record<string, string>) => {
    const t = await buildTestApp({ slices: [authSlice], driver, env });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });
  const outboxStatus = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode;

  it('has no outbox unless AUTH_DEV_OUTBOX is on, whatever NODE_ENV says', async () => {
    expect(await outboxStatus(await boot({ NODE_ENV: 'development' }))).toBe(404);
    const on = await boot({ NODE_ENV: 'production', AUTH_DEV_OUTBOX: 'on' });
    expect(await outboxStatus(on)).toBe(200);
    expect(
      (await on.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(200);
  }, 60_000);

  it('refuses to start with the outbox or the test answer on a site others can reach', async () => {
    const refused: Record<string, string>[] = [
      { HOST: '0.0.0.0', AUTH_DEV_OUTBOX: 'on' },
      { HOST: 'shop.example', NODE_ENV: 'development', AUTH_CAPTCHA_TEST_ANSWER: TEST_CAPTCHA },
    ];
    for (const env of refused) {
      const db = await createTestDb(driver);
      try {
        await expect(buildTestApp({ slices: [authSlice], driver, env, db })).rejects.toThrow(/loopback only/);
      } finally {
        await db.close();
      }
    }
  }, 60_000);

  it('honours the captcha test answer on a loopback-only site, even in production mode', async () => {
    const t = await boot({ NODE_ENV: 'production', AUTH_CAPTCHA_TEST_ANSWER: TEST_CAPTCHA });
    const client = await newClient(t.app, nextIp());
    const response = await client.ajax('site_register', {
      email: 'loopback@example.com',
      display_name: 'Loop',
      password: 'a long pass phrase 42',
      captcha_token: await captchaToken(t.app),
      captcha_answer: TEST_CAPTCHA,
    });
    expect(response.json().error).toBe(false);
  }, 60_000);
});
