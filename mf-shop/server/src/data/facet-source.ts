import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import { FacetIndexBuilder, type FacetIndex } from '../filters/facet-index';
import { ORDER_SQL, SHOP_ORDERBYS } from './product-columns';

/**
 * Rows per statement. Each statement is one bounded piece of work, and the reader lets other requests run
 * between them: one statement over a million rows held PGlite for seconds and grew its WebAssembly heap for
 * good. PGlite runs one statement at a time, and a page render asks about ten in a row, each waiting for the
 * build's current one: at 20 000 rows (75 ms each) the first page after a catalogue write took 1.1-2.0 s at
 * 1 000 000 products; at 5 000 a statement is about 20 ms. A PostgreSQL server runs the build on a connection
 * of its own, beside the requests, so there it reads larger pages.
 */
export const FACET_PAGE_ROWS = { pglite: 5_000, postgres: 20_000 } as const;

export type FacetReadOptions = {
  pageRows?: number;
  /** Awaited between statements; by default it lets queued I/O run (a request waiting on PGlite's thread). */
  pause?: () => Promise<void>;
};

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

type StartRow = { token: string; estimate: number | null };

// The token first: whatever the pages read belongs to it or to a later catalogue, never an earlier one.
const START_SQL = `SELECT (SELECT token FROM shop.catalogue_version) AS token,
  (SELECT reltuples::int8 FROM pg_class WHERE oid = 'shop.products'::regclass) AS estimate`;

// concat_ws skips NULLs, so every nullable column has a stand-in; prices travel as their decimal text. The
// aggregates' ORDER BY costs nothing on PGlite (PostgreSQL 17 sees its input sorted already) and little on a
// PostgreSQL server that sorts each page again; without it the order would be PostgreSQL's habit, not a promise.
const PRODUCTS_SQL = `WITH p AS MATERIALIZED (
    SELECT id, brand_id, COALESCE(min_price, price) AS low, COALESCE(max_price, price) AS high, rating, on_sale
    FROM shop.products WHERE id > $1 ORDER BY id LIMIT $2)
  SELECT (SELECT string_agg(concat_ws(',', p.id, COALESCE(p.brand_id, 0), COALESCE(p.low, -1), COALESCE(p.high, -1), p.rating, p.on_sale::int), ';' ORDER BY p.id) FROM p) AS products,
    (SELECT string_agg(pc.product_id || ',' || pc.category_id, ';' ORDER BY pc.product_id, pc.category_id)
       FROM shop.product_categories pc WHERE pc.product_id > $1 AND pc.product_id <= (SELECT max(id) FROM p)) AS categories`;

/**
 * Each sort is read in pages along its own index (002-catalogue.sql), each page starting after the last
 * row of the one before (keyset): no OFFSET, so page 50 costs what page 1 does. A sort over a nullable key
 * (price) reads its NULLs as a phase of their own, where PostgreSQL puts them (last ascending, first
 * descending). $1 is the page size, $2 the last id, $3 and $4 the last row's sort key.
 */
type Phase = { where: string; after: string; params: (key: KeyRow) => unknown[] };

const PHASES: Record<ShopOrderby, Phase[]> = {
  menu_order: [
    {
      where: 'true',
      after: '(p.menu_order, p.title, p.id) > ($3::int, $4::text, $2::int)',
      params: (k) => [k.menu_order, k.title],
    },
  ],
  popularity: [{ where: 'true', after: '(p.total_sales, p.id) < ($3::int, $2::int)', params: (k) => [k.total_sales] }],
  rating: [{ where: 'true', after: '(p.rating, p.id) < ($3::numeric, $2::int)', params: (k) => [k.rating] }],
  date: [{ where: 'true', after: '(p.created_at, p.id) < ($3::timestamptz, $2::int)', params: (k) => [k.created_at] }],
  price: [
    {
      where: 'p.sort_price IS NOT NULL',
      after: '(p.sort_price, p.id) > ($3::numeric, $2::int)',
      params: (k) => [k.sort_price],
    },
    { where: 'p.sort_price IS NULL', after: 'p.id > $2::int', params: () => [] },
  ],
  'price-desc': [
    { where: 'p.sort_price IS NULL', after: 'p.id < $2::int', params: () => [] },
    {
      where: 'p.sort_price IS NOT NULL',
      after: '(p.sort_price, p.id) < ($3::numeric, $2::int)',
      params: (k) => [k.sort_price],
    },
  ],
};

const orderPageSql = (orderby: ShopOrderby, condition: string) =>
  `SELECT string_agg(s.id::text, ',') AS ids FROM (SELECT p.id FROM shop.products p WHERE ${condition}
   ORDER BY ${ORDER_SQL[orderby]} LIMIT $1) s`;

type KeyRow = {
  menu_order: number;
  title: string;
  total_sales: number;
  rating: string;
  created_at: string;
  sort_price: string | null;
};

// Text for numeric and timestamptz: the key goes back into the next page's statement exactly as stored.
const KEY_SQL = `SELECT p.menu_order, p.title, p.total_sales, p.rating::text AS rating, p.created_at::text AS created_at,
  p.sort_price::text AS sort_price FROM shop.products p WHERE p.id = $1`;

/** The last id of a comma-separated list, without splitting it. */
function lastIdOf(text: string): number {
  return Number(text.slice(text.lastIndexOf(',') + 1));
}

async function readOrder(
  db: Sql,
  builder: FacetIndexBuilder,
  orderby: ShopOrderby,
  rows: number,
  pause: () => Promise<void>,
) {
  for (const phase of PHASES[orderby]) {
    let params: unknown[] = [rows];
    let sql = orderPageSql(orderby, phase.where);
    for (;;) {
      const { rows: found } = await db.query<{ ids: string | null }>(sql, params);
      const ids = found[0]?.ids ?? null;
      if (!ids) break;
      const count = builder.addOrderIds(orderby, ids);
      const last = lastIdOf(ids);
      const key = (await db.query<KeyRow>(KEY_SQL, [last])).rows[0];
      // Deleted since it was read: the catalogue is changing, and this index would be stale anyway.
      if (!key) throw new Error(`product ${last} left the catalogue while its facet index was read`);
      await pause();
      if (count < rows) break;
      sql = orderPageSql(orderby, `${phase.where} AND ${phase.after}`);
      params = [rows, last, ...phase.params(key)];
    }
  }
}

/**
 * Read the facet index of the catalogue as it is now, in bounded statements (see FACET_PAGE_ROWS). It
 * carries the token read first: if the catalogue changes while it is read, the index is already older
 * than the catalogue's token, and the next request builds another while this one answers.
 */
export async function readFacetIndex(db: Sql, options: FacetReadOptions = {}): Promise<FacetIndex> {
  const rows = options.pageRows ?? FACET_PAGE_ROWS[db.driver];
  const pause = options.pause ?? yieldToIo;
  const start = (await db.query<StartRow>(START_SQL)).rows[0];
  if (!start) throw new Error('shop.catalogue_version is empty: were the shop migrations applied?');
  // The planner's estimate of the catalogue's size (exact after the seed's ANALYZE), with room for what came since.
  const estimate = Number(start.estimate ?? 0);
  const builder = new FacetIndexBuilder(start.token, estimate + (estimate >>> 6) + 16);
  for (;;) {
    const { rows: page } = await db.query<{ products: string | null; categories: string | null }>(PRODUCTS_SQL, [
      builder.lastId,
      rows,
    ]);
    const added = builder.addProducts(page[0]?.products ?? null);
    builder.addCategoryLinks(page[0]?.categories ?? null);
    await pause();
    if (added < rows) break;
  }
  for (const orderby of SHOP_ORDERBYS) await readOrder(db, builder, orderby, rows, pause);
  return builder.finish();
}
