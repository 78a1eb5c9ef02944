import type { SeedOptions, SeedProgress, Sql } from '@site/shared-contracts/platform';
import {
  generateAuthors,
  generateCategories,
  generateComments,
  generatePosts,
  seedReference,
  type CommentRow,
  type PostRow,
} from './generate';

const BATCH = 2000;

const col = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function insertPosts(tx: Sql, rows: PostRow[]): Promise<void> {
  // One statement per batch: unnest turns parallel arrays into rows (fast on PGlite and PostgreSQL).
  await tx.query(
    `INSERT INTO content.posts (id, slug, title, excerpt, body, author_id, category_id, published_at, restricted, countdown_to, rating_percent)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::timestamptz[],
       $9::boolean[], $10::timestamptz[], $11::smallint[])`,
    [
      col(rows, 'id'),
      col(rows, 'slug'),
      col(rows, 'title'),
      col(rows, 'excerpt'),
      col(rows, 'body'),
      col(rows, 'authorId'),
      col(rows, 'categoryId'),
      col(rows, 'publishedAt'),
      col(rows, 'restricted'),
      col(rows, 'countdownTo'),
      col(rows, 'ratingPercent'),
    ],
  );
}

async function insertComments(tx: Sql, rows: CommentRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO content.comments (id, post_id, parent_id, author_name, body, created_at)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::timestamptz[])`,
    [
      col(rows, 'id'),
      col(rows, 'postId'),
      col(rows, 'parentId'),
      col(rows, 'authorName'),
      col(rows, 'body'),
      col(rows, 'createdAt'),
    ],
  );
}

/** Serial columns got explicit ids; move the sequences past them so later inserts do not collide. */
async function syncSequences(db: Sql): Promise<void> {
  for (const table of ['categories', 'authors', 'posts', 'comments']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('content.${table}', 'id'), GREATEST((SELECT max(id) FROM content.${table}), 1))`,
    );
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
  const categories = generateCategories();
  const authors = generateAuthors();
  const posts = generatePosts(options.posts, reference);
  const comments = generateComments(posts, reference);
  await db.exec(
    'TRUNCATE content.comments, content.posts, content.authors, content.categories RESTART IDENTITY CASCADE',
  );
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO content.categories (id, slug, name, description) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])',
      [col(categories, 'id'), col(categories, 'slug'), col(categories, 'name'), col(categories, 'description')],
    );
    await tx.query(
      'INSERT INTO content.authors (id, slug, display_name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
      [col(authors, 'id'), col(authors, 'slug'), col(authors, 'displayName')],
    );
  });
  let done = 0;
  progress('content posts', 0, posts.length);
  for (const batch of chunks(posts, BATCH)) {
    await db.transaction((tx) => insertPosts(tx, batch));
    done += batch.length;
    progress('content posts', done, posts.length);
  }
  done = 0;
  progress('content comments', 0, comments.length);
  // Parents come before their replies in generation order, so each batch only references earlier rows.
  for (const batch of chunks(comments, BATCH)) {
    await db.transaction((tx) => insertComments(tx, batch));
    done += batch.length;
    progress('content comments', done, comments.length);
  }
  await syncSequences(db);
}
