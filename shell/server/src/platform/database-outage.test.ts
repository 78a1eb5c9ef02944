import { copyPostgresTemplate, postgresAvailable } from '../../../../tools/testing/test-db';
import { startTcpProxy, type TcpProxy } from '../../../../tools/testing/tcp-proxy';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { openPostgres } from '../db/postgres-driver';
import { DatabaseUnavailable } from '../db/unavailable';

const describeOnServer = postgresAvailable() ? describe : describe.skip;
if (!postgresAvailable()) console.warn('PostgreSQL is not reachable: the database outage tests are skipped.');

/** Wait until a condition holds, polling; fails the test after `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describeOnServer('a database that hangs or goes away (PostgreSQL behind a loopback proxy)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    proxy = await startTcpProxy({ host: copy.url.hostname, port: Number(copy.url.port || 5432) });
    const proxied = new URL(copy.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const db = openPostgres(proxied.toString(), 10, () => undefined);
    t = await buildTestApp({ db, slices: ['mf-content'] });
  }, 60_000);

  afterEach(() => proxy.mode('pass'));
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await drop();
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = Date.now();
    const value = await fn();
    return { value, ms: Date.now() - started };
  };

  it('a query on a hung database fails as DatabaseUnavailable within its time-out, not after the outage', async () => {
    const db = openPostgres(`postgres://postgres@127.0.0.1:${proxy.port}/test`, 2, () => undefined);
    proxy.mode('hang');
    const { ms } = await timed(() => expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailable));
    expect(ms).toBeLessThan(2000);
    await db.close();
  });

  it.each(['hang', 'refuse'] as const)(
    'database %s: cached pages still served, others a short 503 page within 2 s, APIs the stable error, health says so within 1 s; then it recovers',
    async (mode) => {
      expect((await page('/blog')).statusCode).toBe(200);
      proxy.mode(mode);

      // A page in the shared cache needs no database.
      const cached = await timed(() => page('/blog'));
      expect(cached.ms).toBeLessThan(2000);
      expect(cached.value.statusCode).toBe(200);
      expect(cached.value.headers['x-page-cache']).toBe('hit');

      const html = await timed(() => page(`/blog?paged=1&${mode}`));
      expect(html.ms).toBeLessThan(2000);
      expect(html.value.statusCode).toBe(503);
      expect(html.value.headers['retry-after']).toMatch(/^\d+$/);
      expect(html.value.headers['content-type']).toContain('text/html');
      expect(html.value.body).toContain('We will be right back');

      const api = await t.app.inject({ url: '/api/remotes' });
      expect(api.statusCode).toBe(503);
      expect(api.json().error.code).toMatch(/^(SERVICE|DATABASE)_UNAVAILABLE$/);
      for (const body of [html.value.body, api.body]) expect(body).not.toMatch(/127\.0\.0\.1|ECONN|postgres|timeout/i);

      const health = await timed(() => t.app.inject({ url: '/api/health' }));
      expect(health.ms).toBeLessThan(1000);
      expect(health.value.statusCode).toBe(503);
      expect(health.value.json().database.ok).toBe(false);

      proxy.mode('pass');
      await eventually(async () => (await page(`/blog?paged=1&${mode}`)).statusCode === 200, 2500);
    },
    20_000,
  );
});
