import type { Sql } from '@site/shared-contracts/platform';
import { buildTestApp, type TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { shopSlice } from '../index';
import { productDocumentRows } from './search-feed';

type Term = { id: number; name: string };

/** Each product's terms as one plain query reads them: the feed must agree with it batch after batch. */
async function termsByProduct(db: Sql, link: string, table: string, column: string) {
  const { rows } = await db.query<{ product_id: number; id: number; name: string }>(
    `SELECT l.product_id, t.id, t.name FROM shop.${link} l JOIN shop.${table} t ON t.id = l.${column} ORDER BY t.id`,
  );
  const map = new Map<number, Term[]>();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

describe.each(testDrivers())('mf-shop search feed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ driver, slices: [shopSlice] });
    await shopSlice.seed?.(t.db, { products: 40, offers: 0, posts: 0, users: 0 }, () => undefined);
  }, 60_000);
  afterAll(() => t.close());

  it('pages through every product once, each with its own categories and tags', async () => {
    const cats = await termsByProduct(t.db, 'product_categories', 'categories', 'category_id');
    const tags = await termsByProduct(t.db, 'product_tags', 'tags', 'tag_id');
    const seen: number[] = [];
    for (let after = 0; ;) {
      const rows = await productDocumentRows(t.db, after, 7);
      if (!rows.length) break;
      for (const row of rows) {
        seen.push(row.id);
        expect(row.cats).toEqual(cats.get(row.id) ?? []);
        expect(row.tags).toEqual(tags.get(row.id) ?? []);
      }
      after = rows[rows.length - 1]?.id ?? after;
    }
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM shop.products ORDER BY id');
    expect(seen).toEqual(rows.map((r) => r.id));
    // The seed gives every product a category and some products tags: the comparison above is not empty.
    expect(cats.size).toBe(rows.length);
    expect(tags.size).toBeGreaterThan(0);
  });
});
