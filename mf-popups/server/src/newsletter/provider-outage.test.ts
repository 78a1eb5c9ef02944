import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailMessage } from '@site/shared-contracts/platform';
import { NEWSLETTER_ACTION, NEWSLETTER_API_PATH } from '@site/shared-contracts/popups';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { newVisitor } from '../../../../tools/testing/visitor';
import { popupsSlice } from '../index';
import { linkToken, mailStandIn } from '../testing/newsletter-mail';
import { drainNewsletterWorkers } from './workers';

type Call = { path: string; key: string | undefined; body: unknown };

/** A local Brevo-style API: records calls and answers 503 while `down`. */
async function fakeProvider() {
  const calls: Call[] = [];
  const state = { down: false };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer((request, response) => {
    void read(request).then((text) => {
      if (state.down) {
        response.writeHead(503).end('{"code":"unavailable"}');
        return;
      }
      calls.push({
        path: request.url ?? '',
        key: request.headers['api-key'] as string | undefined,
        body: JSON.parse(text),
      });
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDrivers())('mf-popups newsletter provider on %s', (driver) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  const mails: MailMessage[] = [];
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM popups.${table}`)).rows[0]?.n;
  const confirm = async (email: string) => {
    await t.app.inject({
      method: 'POST',
      url: NEWSLETTER_API_PATH,
      headers: newVisitor().headers,
      payload: {
        action: NEWSLETTER_ACTION,
        data: { email, target_list_id: 'weekly-deals', additional: { first_name: 'Kim' } },
      },
    });
    await drainNewsletterWorkers();
    const mail = mails.find((m) => m.to === email);
    await t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm',
      headers: { ...newVisitor().headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${linkToken(mail?.text ?? '', '/newsletter/confirm')}`,
    });
  };

  beforeAll(async () => {
    provider = await fakeProvider();
    t = await buildTestApp({
      slices: [popupsSlice, mailStandIn(mails)],
      driver,
      env: {
        NEWSLETTER_POLL_MS: '60000',
        NEWSLETTER_PROVIDER: 'brevo',
        NEWSLETTER_PROVIDER_URL: provider.url,
        NEWSLETTER_PROVIDER_KEY: 'test-key',
        NEWSLETTER_PROVIDER_LISTS: 'weekly-deals=7',
        // Retries due at once, three attempts before the dead letters.
        NEWSLETTER_RETRY_MS: '0',
        NEWSLETTER_MAX_ATTEMPTS: '3',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends a confirmed sign-up to the provider (and no pending one)', async () => {
    await confirm('kim@example.com');
    await drainNewsletterWorkers();
    expect(provider.calls).toEqual([
      {
        path: '/v3/contacts',
        key: 'test-key',
        body: { email: 'kim@example.com', attributes: { FIRST_NAME: 'Kim' }, listIds: [7], updateEnabled: true },
      },
    ]);
    expect(await count('newsletter_provider_outbox')).toBe(0);
  });

  it('loses no sign-up while the provider is down: retries, dead letter, then delivered when put back', async () => {
    provider.state.down = true;
    provider.calls.length = 0;
    await confirm('outage@example.com');
    await drainNewsletterWorkers(); // attempt 1 fails
    expect(await count('newsletter_provider_outbox')).toBe(1);
    await drainNewsletterWorkers(); // attempt 2
    await drainNewsletterWorkers(); // attempt 3: the last
    expect(await count('newsletter_provider_outbox')).toBe(0);
    expect(await count('newsletter_dead_letters')).toBe(1);
    const { rows } = await t.db.query<{ last_error: string; attempts: number }>(
      'SELECT last_error, attempts FROM popups.newsletter_dead_letters',
    );
    expect(rows[0]).toMatchObject({ attempts: 3, last_error: expect.stringContaining('503') });
    // The subscriber stays subscribed in the built-in list meanwhile.
    const admin = await t.app.inject({
      method: 'GET',
      url: '/admin/newsletter',
      headers: { cookie: 'newsletter-test.role=admin' },
    });
    expect(admin.body).toContain('1 in the dead letters');
    provider.state.down = false;
    const visitor = newVisitor();
    const retry = await t.app.inject({
      method: 'POST',
      url: '/admin/newsletter/dead-letters/retry',
      headers: { ...visitor.headers, cookie: `${visitor.cookie}; newsletter-test.role=admin` },
    });
    expect(retry.statusCode).toBe(303);
    await drainNewsletterWorkers();
    expect(provider.calls.map((c) => (c.body as { email: string }).email)).toEqual(['outage@example.com']);
    expect(await count('newsletter_dead_letters')).toBe(0);
  });
});
