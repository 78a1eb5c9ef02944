import { contentSlice } from '@site/mf-content/server';
import { shopSlice } from '@site/mf-shop/server';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { copyPostgresTemplate, postgresAvailable, testDrivers } from '../../../../tools/testing/test-db';
import { openPostgres } from '../db/postgres-driver';

const NEW_OFFER = `INSERT INTO shop.offers (merchant_id, title, destination_url)
  SELECT id, $1, 'https://example.com/new' FROM shop.merchants ORDER BY id LIMIT 1`;
const RENAME_NEWEST_POST = `UPDATE content.posts SET title = $1
  WHERE id = (SELECT id FROM content.posts ORDER BY published_at DESC, id DESC LIMIT 1)`;

const seed = async (t: TestApp) => {
  await shopSlice.seed?.(t.db, { products: 12, offers: 8, posts: 0, users: 0 }, () => undefined);
  await contentSlice.seed?.(t.db, { posts: 8, products: 0, offers: 0, users: 0 }, () => undefined);
};

// The sections keep what they read while the content tokens stay the same (platform-kit's contentMemo):
// rendered without the page cache, the home page must still show a change on the very next request.
describe.each(testDrivers())('the rendered home page on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice, contentSlice], env: { PAGE_CACHE: 'off' } });
    await seed(t);
  }, 60_000);
  afterAll(() => t.close());

  const home = async () => (await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;

  it('shows a new offer and a renamed post on the next request', async () => {
    const before = await home();
    expect(before).toContain('Latest deals');
    await t.db.query(NEW_OFFER, ['An offer made a moment ago']);
    expect(await home()).toContain('An offer made a moment ago');
    await t.db.query(RENAME_NEWEST_POST, ['A post renamed a moment ago']);
    expect(await home()).toContain('A post renamed a moment ago');
  });
});

const onPostgres = postgresAvailable() ? describe : describe.skip;
if (!postgresAvailable())
  console.warn('PostgreSQL at 127.0.0.1:5432 not reachable: the two-pool home page test is skipped');

onPostgres('the rendered home page when another process writes', () => {
  it('shows the change within the content check, with no signal heard', async () => {
    const { url, drop } = await copyPostgresTemplate();
    const timeouts = { connectMs: 10_000, queryMs: 30_000, statementMs: 30_000 };
    // Two pools are two processes as far as the site knows: B's writes are not counted by A.
    const other = openPostgres(url.toString(), 2, undefined, timeouts);
    const t = await buildTestApp({
      db: openPostgres(url.toString(), 4, undefined, timeouts),
      slices: [shopSlice, contentSlice],
      env: { PAGE_CACHE: 'off' },
    });
    try {
      await seed(t);
      const home = async () => (await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
      expect(await home()).not.toContain('Written by another process');
      await other.query(NEW_OFFER, ['Written by another process']);
      const deadline = Date.now() + 10_000;
      let body = await home();
      while (!body.includes('Written by another process') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        body = await home();
      }
      expect(body).toContain('Written by another process');
    } finally {
      await t.close();
      await other.close();
      await drop();
    }
  }, 60_000);
});
