import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { authSlice } from '../index';
import { createAdmin } from './admin';
import { DEMO_USER, seedUsers } from '../seed/demo-users';
import { newClient } from '../testing/auth-app';

describe.each(testDrivers())('createAdmin (npm run cli -- mf-auth create-admin) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ slices: [authSlice], driver });
    await seedUsers(t.db, { users: 0, products: 0, posts: 0, offers: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  const roles = async (email: string) =>
    (await t.db.query<{ roles: string[] }>('SELECT roles FROM auth.users WHERE email = $1', [email])).rows[0]?.roles;

  it('creates an admin who can log in', async () => {
    expect(
      await createAdmin(t.db, { email: ' Boss@Example.com ', name: 'The Boss', password: 'chief pass phrase 2026' }),
    ).toBe('created');
    expect(await roles('boss@example.com')).toEqual(['admin']);
    const client = await newClient(t.app);
    expect(
      (await client.ajax('site_login', { email: 'boss@example.com', password: 'chief pass phrase 2026' })).statusCode,
    ).toBe(200);
  });

  it('promotes an existing user once, keeping the password and other roles', async () => {
    expect(await createAdmin(t.db, { email: DEMO_USER.email, name: 'ignored' })).toBe('promoted');
    expect(await createAdmin(t.db, { email: DEMO_USER.email, name: 'ignored' })).toBe('promoted');
    expect(await roles(DEMO_USER.email)).toEqual(['customer', 'admin']);
    const client = await newClient(t.app);
    expect((await client.ajax('site_login', { email: DEMO_USER.email, password: DEMO_USER.password })).statusCode).toBe(
      200,
    );
  });

  it('refuses weak or missing passwords and bad e-mails for a new admin', async () => {
    await expect(
      createAdmin(t.db, { email: 'weak@example.com', name: 'Weak', password: 'password123' }),
    ).rejects.toThrow('too common');
    await expect(createAdmin(t.db, { email: 'weak@example.com', name: 'Weak', password: 'short' })).rejects.toThrow(
      'at least 10',
    );
    await expect(createAdmin(t.db, { email: 'weak@example.com', name: 'Weak' })).rejects.toThrow('needs a password');
    await expect(createAdmin(t.db, { email: 'not-an-email', name: 'X', password: 'long enough pass' })).rejects.toThrow(
      'email',
    );
    expect(await roles('weak@example.com')).toBeUndefined();
  });
});
