import type { OutboxMessage } from '@site/shared-contracts/auth';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { enqueueMail } from '../data/mail-queue';
import { authSlice } from '../index';
import { seedUsers } from '../seed/demo-users';
import { linkToken, newClient, outbox, TEST_ENV } from '../testing/auth-app';

const queued = async (t: TestApp) =>
  (await t.db.query<{ kind: string; email: string }>('SELECT kind, email FROM auth.mail_queue ORDER BY id')).rows;
const readOutbox = async (t: TestApp) =>
  ((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json() as { messages: OutboxMessage[] }).messages;

describe.each(testDrivers())('mf-auth mail queue and worker on %s', (driver) => {
  describe('with a worker that polls often', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ slices: [authSlice], driver, env: { ...TEST_ENV, AUTH_MAIL_POLL_MS: '50' } });
      await seedUsers(t.db, { users: 2, products: 0, posts: 0, offers: 0 }, () => undefined);
    }, 60_000);
    afterAll(() => t.close());

    it('sends a queued reset mail on its own: the link reaches the outbox without anyone draining', async () => {
      const client = await newClient(t.app);
      expect((await client.ajax('site_resetpass', { email: 'customer-0001@example.com' })).statusCode).toBe(200);
      let mail: OutboxMessage | undefined;
      let left = await queued(t);
      // Polls as a reader would (no drain): the worker's own loop must deliver it and finish the job.
      for (let i = 0; i < 200 && (!mail || left.length > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        mail = (await readOutbox(t)).find((m) => m.to === 'customer-0001@example.com');
        left = await queued(t);
      }
      expect(mail?.subject).toContain('reset your password');
      expect(linkToken(mail?.text ?? '', '/reset-password')).toHaveLength(43);
      expect(left).toEqual([]);
    });
  });

  describe('with a worker that waits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ slices: [authSlice], driver, env: { ...TEST_ENV, AUTH_MAIL_POLL_MS: '60000' } });
      await seedUsers(t.db, { users: 2, products: 0, posts: 0, offers: 0 }, () => undefined);
    }, 60_000);
    afterAll(() => t.close());

    it('leaves mail off the request path: the request queues a job, the worker sends or drops it', async () => {
      const client = await newClient(t.app);
      await client.ajax('site_resetpass', { email: 'customer-0002@example.com' });
      await client.ajax('site_resetpass', { email: 'nobody-known@example.com' });
      // Both addresses cost the request the same: one queued job each, no link made yet.
      expect(await queued(t)).toEqual([
        { kind: 'reset', email: 'customer-0002@example.com' },
        { kind: 'reset', email: 'nobody-known@example.com' },
      ]);
      expect((await t.db.query('SELECT 1 FROM auth.reset_tokens')).rows).toHaveLength(0);
      expect(await readOutbox(t)).toEqual([]);
      const mails = await outbox(t.app);
      expect(mails.map((m) => m.to)).toEqual(['customer-0002@example.com']);
      expect((await t.db.query('SELECT 1 FROM auth.reset_tokens')).rows).toHaveLength(1);
      expect(await queued(t)).toEqual([]);
    });

    it('stores no link token in the queue, and the worker stops with the app', async () => {
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = 'auth' AND table_name = 'mail_queue' AND column_name LIKE '%token%'",
      );
      expect(rows[0]?.n).toBe(0);
      const other = await buildTestApp({
        slices: [authSlice],
        driver,
        env: { ...TEST_ENV, AUTH_MAIL_POLL_MS: '20' },
      });
      await other.app.close();
      await enqueueMail(other.db, { kind: 'password-changed', email: 'someone@example.com' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await other.db.query('SELECT 1 FROM auth.mail_queue')).rows).toHaveLength(1);
      await other.db.close();
    }, 60_000);
  });
});
