import { postBlocksSchema, type PostBlocks } from '@site/shared-contracts/content';
import type { Sql, SqlRow } from '@site/shared-contracts/platform';
import { toDate } from './rows';

/** What a listing card shows. */
export type PostCard = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date;
  authorName: string;
  categoryName: string;
  categorySlug: string;
  restricted: boolean;
  ratingPercent: number | null;
};
export type PostDetail = PostCard & {
  body: string;
  countdownTo: Date | null;
  categoryId: number;
  blocks: PostBlocks;
};
export type PostLink = { slug: string; title: string };

export const CARD_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.published_at, p.restricted, p.rating_percent,
  a.display_name AS author_name, c.name AS category_name, c.slug AS category_slug`;
export const CARD_FROM =
  'content.posts p JOIN content.authors a ON a.id = p.author_id JOIN content.categories c ON c.id = p.category_id';

export function toCard(r: SqlRow): PostCard {
  return {
    id: Number(r.id),
    slug: String(r.slug),
    title: String(r.title),
    excerpt: String(r.excerpt),
    publishedAt: toDate(r.published_at),
    authorName: String(r.author_name),
    categoryName: String(r.category_name),
    categorySlug: String(r.category_slug),
    restricted: Boolean(r.restricted),
    ratingPercent: r.rating_percent === null ? null : Number(r.rating_percent),
  };
}

export async function findPost(db: Sql, slug: string): Promise<PostDetail | null> {
  const { rows } = await db.query(
    `SELECT ${CARD_COLUMNS}, p.body, p.countdown_to, p.category_id, p.blocks FROM ${CARD_FROM} WHERE p.slug = $1`,
    [slug],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toCard(r),
    body: String(r.body),
    countdownTo: r.countdown_to === null ? null : toDate(r.countdown_to),
    categoryId: Number(r.category_id),
    // Written through the same schema; parsed again so the page gets dates and defaults, and never trusts a row.
    blocks: postBlocksSchema.parse(typeof r.blocks === 'string' ? JSON.parse(r.blocks) : r.blocks),
  };
}

/** Previous = the next older post, next = the next newer one, in the same order as the listing. */
export async function adjacentPosts(
  db: Sql,
  post: PostDetail,
): Promise<{ previous: PostLink | null; next: PostLink | null }> {
  const [older, newer] = await Promise.all([
    db.query(
      `SELECT slug, title FROM content.posts WHERE (published_at, id) < ($1::timestamptz, $2::int) ORDER BY published_at DESC, id DESC LIMIT 1`,
      [post.publishedAt, post.id],
    ),
    db.query(
      `SELECT slug, title FROM content.posts WHERE (published_at, id) > ($1::timestamptz, $2::int) ORDER BY published_at ASC, id ASC LIMIT 1`,
      [post.publishedAt, post.id],
    ),
  ]);
  const link = (r: SqlRow | undefined): PostLink | null =>
    r ? { slug: String(r.slug), title: String(r.title) } : null;
  return { previous: link(older.rows[0]), next: link(newer.rows[0]) };
}
