import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import { dropCatalogueCache } from '../data/catalogue-cache';
import { facetHolder } from '../filters/archive-search';
import {
  clearShop,
  dropForBulkLoad,
  finishBulkLoad,
  insertOffers,
  insertProducts,
  insertTaxonomy,
  restoreAfterBulkLoad,
} from '../data/seed-writes';
import {
  generateBrands,
  generateCategories,
  generateMerchants,
  generateOfferCategories,
  generateOffers,
  generateProducts,
  generateTags,
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

/** Replace the shop's catalogue with a deterministic one: same options, same rows. */
export async function seedShop(
  db: Sql,
  options: Pick<SeedOptions, 'products' | 'offers'>,
  progress: SeedProgress,
): Promise<void> {
  await clearShop(db);
  const taxonomy = {
    categories: generateCategories().categories,
    tags: generateTags(),
    brands: generateBrands(),
    merchants: generateMerchants(),
    offerCategories: generateOfferCategories(),
  };
  await db.transaction((tx) => insertTaxonomy(tx, taxonomy));
  // Secondary indexes and link-table foreign keys: dropped here, restored below after the last batch.
  const suspended = await dropForBulkLoad(db);
  let done = 0;
  progress('shop products', 0, options.products);
  // One transaction per batch: a failed batch leaves whole batches behind, and no transaction grows huge. The next
  // batch is generated while the last one is written: with PGlite on its own thread the two overlap.
  let writing: Promise<void> = Promise.resolve();
  for (const batch of batches(generateProducts(options.products), BATCH)) {
    await writing;
    writing = db.transaction(async (tx) => {
      await insertProducts(tx, batch);
      done += batch.length;
      progress('shop products', done, options.products);
    });
  }
  await writing;
  progress('shop indexes', 0, suspended.length);
  await restoreAfterBulkLoad(db, suspended);
  progress('shop indexes', suspended.length, suspended.length);
  done = 0;
  progress('shop offers', 0, options.offers);
  // Expiry dates count from the seed's day (UTC), so the demo has live, soon-ending and expired coupons.
  const today = new Date().toISOString().slice(0, 10);
  for (const batch of batches(generateOffers(options.offers, { today }), BATCH)) {
    await insertOffers(db, batch);
    done += batch.length;
    progress('shop offers', done, options.offers);
  }
  await finishBulkLoad(db);
  dropCatalogueCache(db);
  facetHolder(db).drop();
}
