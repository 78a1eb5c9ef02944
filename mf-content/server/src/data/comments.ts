import type { Sql } from '@site/shared-contracts/platform';
import { toDate } from './rows';

export type CommentItem = { id: number; parentId: number | null; authorName: string; body: string; createdAt: Date };

/** A post's comments in the order they were written; the view nests replies under their parent. */
export async function listComments(db: Sql, postId: number): Promise<CommentItem[]> {
  const { rows } = await db.query(
    'SELECT id, parent_id, author_name, body, created_at FROM content.comments WHERE post_id = $1 ORDER BY created_at, id',
    [postId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    authorName: String(r.author_name),
    body: String(r.body),
    createdAt: toDate(r.created_at),
  }));
}

/** A reply may only point at a comment of the same post. */
export async function commentOnPost(db: Sql, commentId: number, postId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM content.comments WHERE id = $1 AND post_id = $2', [commentId, postId]);
  return rows.length > 0;
}

/** Store a comment under the author's display name at the time of writing; returns its id. */
export async function insertComment(
  db: Sql,
  comment: { postId: number; parentId: number | null; authorName: string; body: string },
): Promise<number> {
  const { rows } = await db.query(
    'INSERT INTO content.comments (post_id, parent_id, author_name, body) VALUES ($1, $2, $3, $4) RETURNING id',
    [comment.postId, comment.parentId, comment.authorName, comment.body],
  );
  return Number(rows[0]?.id);
}
