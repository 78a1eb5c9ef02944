import type { Sql } from '@site/shared-contracts/platform';
import type {
  BrandRow,
  CategoryRow,
  MerchantRow,
  OfferCategoryRow,
  OfferRow,
  ProductRow,
  TagRow,
} from '../seed/generate';

const col = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);

/** Empty every shop table (carts too: their lines point at products that are about to change). */
export async function clearShop(db: Sql): Promise<void> {
  await db.exec(
    'TRUNCATE shop.cart_lines, shop.carts, shop.product_tags, shop.product_categories, shop.products, shop.brands, shop.tags, shop.categories, shop.offers, shop.offer_categories, shop.merchants RESTART IDENTITY CASCADE',
  );
}

// Every insert is one statement per table per batch: unnest turns parallel arrays into rows (fast on PGlite).

export async function insertTaxonomy(
  tx: Sql,
  rows: {
    categories: CategoryRow[];
    tags: TagRow[];
    brands: BrandRow[];
    merchants: MerchantRow[];
    offerCategories: OfferCategoryRow[];
  },
): Promise<void> {
  const { categories, tags, brands, merchants, offerCategories } = rows;
  await tx.query(
    'INSERT INTO shop.categories (id, parent_id, slug, name, description, menu_order) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[])',
    [
      col(categories, 'id'),
      col(categories, 'parentId'),
      col(categories, 'slug'),
      col(categories, 'name'),
      col(categories, 'description'),
      col(categories, 'menuOrder'),
    ],
  );
  await tx.query('INSERT INTO shop.tags (id, slug, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [
    col(tags, 'id'),
    col(tags, 'slug'),
    col(tags, 'name'),
  ]);
  await tx.query('INSERT INTO shop.brands (id, slug, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])', [
    col(brands, 'id'),
    col(brands, 'slug'),
    col(brands, 'name'),
  ]);
  await tx.query(
    'INSERT INTO shop.merchants (id, slug, name, url) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])',
    [col(merchants, 'id'), col(merchants, 'slug'), col(merchants, 'name'), col(merchants, 'url')],
  );
  await tx.query(
    'INSERT INTO shop.offer_categories (id, slug, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
    [col(offerCategories, 'id'), col(offerCategories, 'slug'), col(offerCategories, 'name')],
  );
}

/** A batch of products with their category and tag links. */
export async function insertProducts(tx: Sql, rows: ProductRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO shop.products (id, slug, title, description, excerpt, price, regular_price, on_sale, is_variable,
       min_price, max_price, rating, rating_count, total_sales, image_seed, image_color, created_at, brand_id)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[],
       $8::boolean[], $9::boolean[], $10::numeric[], $11::numeric[], $12::numeric[], $13::int[], $14::int[], $15::int[],
       $16::text[], $17::timestamptz[], $18::int[])`,
    [
      col(rows, 'id'),
      col(rows, 'slug'),
      col(rows, 'title'),
      col(rows, 'description'),
      col(rows, 'excerpt'),
      col(rows, 'price'),
      col(rows, 'regularPrice'),
      col(rows, 'onSale'),
      col(rows, 'isVariable'),
      col(rows, 'minPrice'),
      col(rows, 'maxPrice'),
      col(rows, 'rating'),
      col(rows, 'ratingCount'),
      col(rows, 'totalSales'),
      col(rows, 'imageSeed'),
      col(rows, 'imageColor'),
      col(rows, 'createdAt'),
      col(rows, 'brandId'),
    ],
  );
  await tx.query(
    'INSERT INTO shop.product_categories (product_id, category_id) SELECT * FROM unnest($1::int[], $2::int[])',
    [col(rows, 'id'), col(rows, 'categoryId')],
  );
  const tagPairs = rows.flatMap((r) => r.tagIds.map((t) => [r.id, t] as const));
  await tx.query('INSERT INTO shop.product_tags (product_id, tag_id) SELECT * FROM unnest($1::int[], $2::int[])', [
    tagPairs.map((p) => p[0]),
    tagPairs.map((p) => p[1]),
  ]);
}

export async function insertOffers(db: Sql, rows: OfferRow[]): Promise<void> {
  await db.query(
    `INSERT INTO shop.offers (id, merchant_id, category_id, title, description, coupon_code, coupon_masked, expires_on, destination_url, is_cashback, cashback_notice, created_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::date[], $9::text[], $10::boolean[], $11::text[], $12::timestamptz[])`,
    [
      col(rows, 'id'),
      col(rows, 'merchantId'),
      col(rows, 'categoryId'),
      col(rows, 'title'),
      col(rows, 'description'),
      col(rows, 'couponCode'),
      col(rows, 'couponMasked'),
      col(rows, 'expiresOn'),
      col(rows, 'destinationUrl'),
      col(rows, 'isCashback'),
      col(rows, 'cashbackNotice'),
      col(rows, 'createdAt'),
    ],
  );
}

/** The tables a bulk load fills row by row; their secondary indexes are cheaper built once afterwards. */
const BULK_TABLES = ['products', 'product_categories', 'product_tags'];

/**
 * Drop what makes each inserted row expensive in the bulk-loaded tables and return the statements that
 * restore it (restoreAfterBulkLoad): the secondary indexes (not the keys: they back the constraints),
 * one sort each afterwards instead of a B-tree insert per row per index; and the foreign keys of the
 * link tables, one anti-join each when re-added instead of a trigger query per row. Together they were
 * most of the shop's seed time at 100 000 products. The seed recreates the schema from its migrations
 * first, so a seed that fails half-way loses nothing the next one does not restore.
 */
export async function dropForBulkLoad(db: Sql): Promise<string[]> {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.schemaname = 'shop' AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = 'shop'::regnamespace)`,
    [BULK_TABLES],
  );
  const foreignKeys = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.contype = 'f' AND c.connamespace = 'shop'::regnamespace AND t.relname = ANY($1::text[])`,
    [BULK_TABLES],
  );
  for (const index of indexes.rows) await db.exec(`DROP INDEX shop.${index.name}`);
  for (const fk of foreignKeys.rows) await db.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  return [
    ...indexes.rows.map((index) => index.def),
    ...foreignKeys.rows.map((fk) => `ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`),
  ];
}

export async function restoreAfterBulkLoad(db: Sql, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await db.exec(statement);
}

/**
 * After a bulk load: serial columns got explicit ids, so move the sequences past them (later inserts must
 * not collide); and set the visibility map, without which every index-only scan (the archive pages'
 * OFFSET walks) would still visit the table. PGlite has no autovacuum to do it later.
 */
export async function finishBulkLoad(db: Sql): Promise<void> {
  for (const table of ['categories', 'tags', 'brands', 'products', 'merchants', 'offer_categories', 'offers']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('shop.${table}', 'id'), GREATEST((SELECT max(id) FROM shop.${table}), 1))`,
    );
  }
  await db.exec('VACUUM ANALYZE shop.products, shop.product_categories, shop.categories');
}
