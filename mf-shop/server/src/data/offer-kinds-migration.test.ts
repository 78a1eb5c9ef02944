import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';

/** The shop's migration scripts, in order, those before 005 or 005 itself. */
const scripts = (which: (file: string) => boolean) =>
  readdirSync(shopSlice.migrationsDir)
    .filter((file) => file.endsWith('.sql') && which(file))
    .sort()
    .map((file) => readFileSync(path.join(shopSlice.migrationsDir, file), 'utf8'));

describe.each(testDrivers())('005-offer-kinds on existing offers (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps what each stored kind and expiry meant', async () => {
    // The schema as it was before 005, with offers stored the old way.
    await t.db.exec('DROP SCHEMA shop CASCADE');
    for (const script of scripts((file) => file < '005')) await t.db.exec(script);
    await t.db.exec(`
      INSERT INTO shop.merchants (id, slug, name, url) VALUES (1, 'm', 'M', 'https://m.example');
      INSERT INTO shop.offers (id, merchant_id, title, coupon_code, coupon_kind, expires_at, destination_url) VALUES
        (1, 1, 'masked, ends at a UTC midnight', 'A1', 'masked', '2030-06-02T00:00:00Z', 'https://m.example/1'),
        (2, 1, 'masked, ends mid-day', 'A2', 'masked', '2030-06-02T15:30:00Z', 'https://m.example/2'),
        (3, 1, 'stored expired, date in the future', 'A3', 'masked_expired', '2099-01-01T00:00:00Z', 'https://m.example/3'),
        (4, 1, 'stored expired, date passed', 'A4', 'masked_expired', '2020-03-10T12:00:00Z', 'https://m.example/4'),
        (5, 1, 'plain, no date', 'A5', 'plain', NULL, 'https://m.example/5'),
        (6, 1, 'masked without a code', '  ', 'masked', NULL, 'https://m.example/6');
    `);
    for (const script of scripts((file) => file.startsWith('005-'))) await t.db.exec(script);
    const { rows } = await t.db.query<{
      id: number;
      coupon_code: string | null;
      coupon_masked: boolean;
      expires_on: string | null;
      past: boolean | null;
    }>(
      `SELECT id, coupon_code, coupon_masked, expires_on::text AS expires_on, expires_on < current_date AS past
       FROM shop.offers ORDER BY id`,
    );
    expect(rows.map((r) => [r.id, r.coupon_code, r.coupon_masked, r.id === 3 ? r.past : r.expires_on])).toEqual([
      [1, 'A1', true, '2030-06-01'],
      [2, 'A2', true, '2030-06-02'],
      [3, 'A3', true, true],
      [4, 'A4', true, '2020-03-10'],
      [5, 'A5', false, null],
      [6, null, false, null],
    ]);
  });
});
