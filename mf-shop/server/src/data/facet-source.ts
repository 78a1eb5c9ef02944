import type { Sql } from '@site/shared-contracts/platform';
import type { ShopOrderby } from '@site/shared-contracts/shop';
import { buildFacetIndex, type FacetIndex, type FacetSource } from '../filters/facet-index';
import { ORDER_SQL } from './product-columns';

const held = new WeakMap<Sql, FacetIndex>();
const loading = new WeakMap<Sql, Promise<FacetIndex>>();

// Each sort read through its own index (002-catalogue.sql) in a subquery: string_agg(... ORDER BY ...) would
// sort 100 000 rows instead (200 ms for the title sort on PGlite against 35 ms).
const orderColumns = (Object.keys(ORDER_SQL) as ShopOrderby[])
  .map(
    (key) =>
      `(SELECT string_agg(s.id::text, ',') FROM (SELECT p.id FROM shop.products p ORDER BY ${ORDER_SQL[key]}) s) AS "${key}"`,
  )
  .join(',\n  ');

// One statement, so every column belongs to the token read with it. Aggregated into one text value per
// column: PGlite returns 100 000 rows in about a second, one string of them in a tenth of that.
const LOAD_SQL = `SELECT (SELECT token FROM shop.catalogue_version) AS token,
  (SELECT string_agg(p.id || ',' || COALESCE(p.brand_id, 0) || ',' || COALESCE((p.low * 100)::int8, -1) || ','
     || COALESCE((p.high * 100)::int8, -1) || ',' || (p.rating * 100)::int || ',' || p.on_sale::int, ';')
   FROM (SELECT id, brand_id, COALESCE(min_price, price) AS low, COALESCE(max_price, price) AS high, rating, on_sale
         FROM shop.products ORDER BY id) p) AS products,
  (SELECT string_agg(pc.product_id || ',' || pc.category_id, ';') FROM shop.product_categories pc) AS categories,
  (SELECT json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name) ORDER BY b.name, b.id)
     FROM shop.brands b) AS brands,
  ${orderColumns}`;

type LoadRow = Omit<FacetSource, 'orders'> & Record<ShopOrderby, string | null>;

async function load(db: Sql): Promise<FacetIndex> {
  const { rows } = await db.query<LoadRow>(LOAD_SQL);
  const row = rows[0];
  if (!row) throw new Error('the facet index query returned no row');
  const orders = Object.fromEntries((Object.keys(ORDER_SQL) as ShopOrderby[]).map((key) => [key, row[key]]));
  return buildFacetIndex({ ...row, orders: orders as FacetSource['orders'] });
}

/**
 * The facet index for the catalogue the token names (read by the caller with catalogueState): held per
 * database, rebuilt after any write changed the token, one rebuild shared by the requests that wait for it.
 */
export async function facetIndexFor(db: Sql, token: string): Promise<FacetIndex> {
  const current = held.get(db);
  if (current?.token === token) return current;
  let pending = loading.get(db);
  if (!pending) {
    pending = load(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const index = await pending;
  held.set(db, index);
  return index;
}

/** Forget the index of this database (the seed calls it with the catalogue cache). */
export function dropFacetIndex(db: Sql): void {
  held.delete(db);
}
