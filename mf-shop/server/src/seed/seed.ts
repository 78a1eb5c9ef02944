import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import { dropCatalogueCache } from '../catalogue-cache';
import {
  generateCategories,
  generateMerchants,
  generateOffers,
  generateProducts,
  generateTags,
  type ProductRow,
} from './generate';

const BATCH = 5000;

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

const col = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);

/** Serial columns got explicit ids; move the sequences past them so later inserts do not collide. */
async function syncSequences(db: Sql): Promise<void> {
  for (const table of ['categories', 'tags', 'products', 'merchants', 'offers']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('shop.${table}', 'id'), GREATEST((SELECT max(id) FROM shop.${table}), 1))`,
    );
  }
}

async function insertProducts(tx: Sql, rows: ProductRow[]): Promise<void> {
  // One statement per table per batch: unnest turns parallel arrays into rows (fast on PGlite).
  await tx.query(
    `INSERT INTO shop.products (id, slug, title, description, excerpt, price, regular_price, on_sale, is_variable,
       min_price, max_price, rating, rating_count, total_sales, image_seed, image_color, created_at)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[],
       $8::boolean[], $9::boolean[], $10::numeric[], $11::numeric[], $12::numeric[], $13::int[], $14::int[], $15::int[],
       $16::text[], $17::timestamptz[])`,
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

/** Replace the shop's catalogue with a deterministic one: same options, same rows. */
export async function seedShop(
  db: Sql,
  options: Pick<SeedOptions, 'products' | 'offers'>,
  progress: SeedProgress,
): Promise<void> {
  await db.exec(
    'TRUNCATE shop.cart_lines, shop.carts, shop.product_tags, shop.product_categories, shop.products, shop.tags, shop.categories, shop.offers, shop.merchants RESTART IDENTITY CASCADE',
  );
  const { categories } = generateCategories();
  const tags = generateTags();
  const merchants = generateMerchants();
  await db.transaction(async (tx) => {
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
    await tx.query(
      'INSERT INTO shop.merchants (id, slug, name, url) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])',
      [col(merchants, 'id'), col(merchants, 'slug'), col(merchants, 'name'), col(merchants, 'url')],
    );
  });
  let done = 0;
  progress('shop products', 0, options.products);
  for (const batch of batches(generateProducts(options.products), BATCH)) {
    await db.transaction((tx) => insertProducts(tx, batch));
    done += batch.length;
    progress('shop products', done, options.products);
  }
  done = 0;
  progress('shop offers', 0, options.offers);
  for (const rows of batches(generateOffers(options.offers), BATCH)) {
    await db.query(
      `INSERT INTO shop.offers (id, merchant_id, title, description, coupon_code, coupon_kind, expires_at, destination_url, is_cashback, cashback_notice, created_at)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[], $8::text[], $9::boolean[], $10::text[], $11::timestamptz[])`,
      [
        col(rows, 'id'),
        col(rows, 'merchantId'),
        col(rows, 'title'),
        col(rows, 'description'),
        col(rows, 'couponCode'),
        col(rows, 'couponKind'),
        col(rows, 'expiresAt'),
        col(rows, 'destinationUrl'),
        col(rows, 'isCashback'),
        col(rows, 'cashbackNotice'),
        col(rows, 'createdAt'),
      ],
    );
    done += rows.length;
    progress('shop offers', done, options.offers);
  }
  await syncSequences(db);
  // A bulk load leaves the visibility map unset, so every index-only scan (the archive pages' OFFSET walks)
  // would still visit the table; PGlite has no autovacuum to set it later.
  await db.exec('VACUUM ANALYZE shop.products, shop.product_categories, shop.categories');
  dropCatalogueCache(db);
}
