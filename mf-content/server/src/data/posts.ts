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

export type Adjacent = { previous: PostLink | null; next: PostLink | null };

// Previous = the next older post, next = the next newer one, in the same order as the listing. Joined into the
// post's own query: on the embedded database every statement costs a parse, a plan and a round trip (issue 10).
const ADJACENT = `
  LEFT JOIN LATERAL (SELECT q.slug, q.title FROM content.posts q WHERE (q.published_at, q.id) < (p.published_at, p.id)
    ORDER BY q.published_at DESC, q.id DESC LIMIT 1) older ON true
  LEFT JOIN LATERAL (SELECT q.slug, q.title FROM content.posts q WHERE (q.published_at, q.id) > (p.published_at, p.id)
    ORDER BY q.published_at ASC, q.id ASC LIMIT 1) newer ON true`;

const linkOf = (slug: unknown, title: unknown): PostLink | null =>
  slug === null || slug === undefined ? null : { slug: String(slug), title: String(title) };

/** A post by slug with its previous and next posts, in one statement. */
export async function findPost(db: Sql, slug: string): Promise<(PostDetail & { adjacent: Adjacent }) | null> {
  const { rows } = await db.query(
    `SELECT ${CARD_COLUMNS}, p.body, p.countdown_to, p.category_id, p.blocks,
       older.slug AS older_slug, older.title AS older_title, newer.slug AS newer_slug, newer.title AS newer_title
     FROM ${CARD_FROM} ${ADJACENT} WHERE p.slug = $1`,
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
    adjacent: { previous: linkOf(r.older_slug, r.older_title), next: linkOf(r.newer_slug, r.newer_title) },
  };
}
