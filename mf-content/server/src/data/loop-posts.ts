import type { Sql } from '@site/shared-contracts/platform';
import { CARD_COLUMNS, CARD_FROM, toCard, type PostCard } from './posts';

/** What the loop index holds of every post, newest first: its category, rating and terms. */
export type LoopRow = { id: number; categoryId: number; rating: number | null; termIds: number[] };

/** Changes with every write to posts, categories, tags or stores (triggers, 006-post-terms.sql). */
export async function loopVersion(db: Sql): Promise<string> {
  const { rows } = await db.query<{ token: string }>('SELECT token FROM content.loop_version');
  return rows[0]?.token ?? '';
}

/**
 * Every post as the loop index needs it, newest first, in one statement: the terms of a post as one text
 * column, since PGlite hands back few wide rows much faster than many narrow ones.
 */
export async function loopRows(db: Sql): Promise<LoopRow[]> {
  const { rows } = await db.query(
    `SELECT p.id, p.category_id, p.rating_percent,
       (SELECT string_agg(pt.term_id::text, ',') FROM content.post_terms pt WHERE pt.post_id = p.id) AS term_ids
     FROM content.posts p ORDER BY p.published_at DESC, p.id DESC`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    categoryId: Number(r.category_id),
    rating: r.rating_percent === null ? null : Number(r.rating_percent),
    termIds: r.term_ids ? String(r.term_ids).split(',').map(Number) : [],
  }));
}

/** The cards of the given posts, in the order asked. */
export async function cardsByIds(db: Sql, ids: readonly number[]): Promise<PostCard[]> {
  if (!ids.length) return [];
  const { rows } = await db.query(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE p.id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((r) => [Number(r.id), toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
