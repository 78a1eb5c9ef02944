import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import {
  clearContent,
  insertCategoriesAndAuthors,
  insertComments,
  insertPosts,
  insertPostTerms,
  insertTerms,
  syncSequences,
} from '../data/seed-writes';
import { generateAuthors, generateCategories, generateComments, generatePosts, seedReference } from './generate';
import { generatePostTerms, generateTerms } from './generate-terms';

const BATCH = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Write rows in batches of their own transaction, so a large seed neither holds one huge one nor goes quiet. */
async function inBatches<T>(
  db: Sql,
  step: string,
  rows: readonly T[],
  insert: (tx: Sql, batch: readonly T[]) => Promise<void>,
  progress: SeedProgress,
): Promise<void> {
  let done = 0;
  progress(step, 0, rows.length);
  for (const batch of chunks(rows, BATCH)) {
    await db.transaction((tx) => insert(tx, batch));
    done += batch.length;
    progress(step, done, rows.length);
  }
}

/**
 * Replace all content with a deterministic set. Countdowns and dates are relative to seed time
 * (see generatePosts), so re-seed to get live countdowns again.
 */
export async function seedContent(
  db: Sql,
  options: Pick<SeedOptions, 'posts'>,
  progress: SeedProgress,
  now = Date.now(),
): Promise<void> {
  const reference = seedReference(now);
  const posts = generatePosts(options.posts, reference);
  const comments = generateComments(posts, reference);
  const terms = generateTerms();
  await clearContent(db);
  await db.transaction(async (tx) => {
    await insertCategoriesAndAuthors(tx, generateCategories(), generateAuthors());
    await insertTerms(tx, terms);
  });
  await inBatches(db, 'content posts', posts, insertPosts, progress);
  await inBatches(db, 'content post terms', generatePostTerms(posts, terms), insertPostTerms, progress);
  // Parents come before their replies in generation order, so each batch only references earlier rows.
  await inBatches(db, 'content comments', comments, insertComments, progress);
  await syncSequences(db);
}
