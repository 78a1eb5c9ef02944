import type { PostBlocks } from '@site/shared-contracts/content';
import type { Sql } from '@site/shared-contracts/platform';
import type { Category } from './categories';

/** Rows as the seed writes them: explicit ids, so generated replies can point at their parents. */
export type AuthorRow = { id: number; slug: string; displayName: string };
export type PostRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  authorId: number;
  categoryId: number;
  publishedAt: Date;
  restricted: boolean;
  countdownTo: Date | null;
  ratingPercent: number | null;
  /** Already through postBlocksSchema (validated and sanitised). */
  blocks: PostBlocks;
};
/** A tag or store (taxonomies besides the category) and a post's link to one. */
export type TermRow = { id: number; taxonomy: string; slug: string; name: string };
export type PostTermRow = { postId: number; termId: number };
export type CommentRow = {
  id: number;
  postId: number;
  parentId: number | null;
  authorName: string;
  body: string;
  createdAt: Date;
};

// Every insert is one statement: unnest turns parallel arrays into rows (fast on PGlite and PostgreSQL).
const col = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key]);

export async function clearContent(db: Sql): Promise<void> {
  await db.exec(
    'TRUNCATE content.comment_decisions, content.comments, content.post_terms, content.terms, content.posts, content.authors, content.categories RESTART IDENTITY CASCADE',
  );
}

export async function insertCategoriesAndAuthors(
  tx: Sql,
  categories: readonly Category[],
  authors: readonly AuthorRow[],
): Promise<void> {
  await tx.query(
    'INSERT INTO content.categories (id, slug, name, description) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])',
    [col(categories, 'id'), col(categories, 'slug'), col(categories, 'name'), col(categories, 'description')],
  );
  await tx.query(
    'INSERT INTO content.authors (id, slug, display_name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
    [col(authors, 'id'), col(authors, 'slug'), col(authors, 'displayName')],
  );
}

export async function insertPosts(tx: Sql, rows: readonly PostRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO content.posts (id, slug, title, excerpt, body, author_id, category_id, published_at, restricted, countdown_to, rating_percent, blocks)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::timestamptz[],
       $9::boolean[], $10::timestamptz[], $11::smallint[], $12::jsonb[])`,
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
      rows.map((r) => JSON.stringify(r.blocks)),
    ],
  );
}

export async function insertTerms(tx: Sql, rows: readonly TermRow[]): Promise<void> {
  await tx.query(
    'INSERT INTO content.terms (id, taxonomy, slug, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])',
    [col(rows, 'id'), col(rows, 'taxonomy'), col(rows, 'slug'), col(rows, 'name')],
  );
}

export async function insertPostTerms(tx: Sql, rows: readonly PostTermRow[]): Promise<void> {
  await tx.query('INSERT INTO content.post_terms (post_id, term_id) SELECT * FROM unnest($1::int[], $2::int[])', [
    col(rows, 'postId'),
    col(rows, 'termId'),
  ]);
}

export async function insertComments(tx: Sql, rows: readonly CommentRow[]): Promise<void> {
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
export async function syncSequences(db: Sql): Promise<void> {
  for (const table of ['categories', 'authors', 'posts', 'comments', 'terms']) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('content.${table}', 'id'), GREATEST((SELECT max(id) FROM content.${table}), 1))`,
    );
  }
}
