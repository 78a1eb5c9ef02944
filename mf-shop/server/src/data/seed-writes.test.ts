import type { Sql } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';

/** Every index and constraint of the shop's schema, by table, as the catalogue defines them. */
async function schemaShape(db: Sql): Promise<string[]> {
  const indexes = await db.query<{ def: string }>(
    "SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'shop' ORDER BY indexname",
  );
  const constraints = await db.query<{ def: string }>(
    `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE connamespace = 'shop'::regnamespace ORDER BY conrelid::regclass::text, conname`,
  );
  return [...indexes.rows, ...constraints.rows].map((r) => r.def);
}

describe.each(testDrivers())('mf-shop seed bulk load on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
  }, 60_000);
  afterAll(() => t.close());

  it('restores every index and foreign key it drops for the load, and the keys hold', async () => {
    const before = await schemaShape(t.db);
    expect(before.some((d) => d.includes('FOREIGN KEY'))).toBe(true);
    await shopSlice.seed?.(t.db, { products: 120, offers: 5, posts: 0, users: 0 }, () => undefined);
    expect(await schemaShape(t.db)).toEqual(before);
    await expect(t.db.query('INSERT INTO shop.product_tags (product_id, tag_id) VALUES (999999, 1)')).rejects.toThrow(
      /foreign key/,
    );
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop.product_categories');
    expect(rows[0]?.n).toBe(120);
  });
});
