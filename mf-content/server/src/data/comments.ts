import type { Sql } from '@site/shared-contracts/platform';
import { toDate } from './rows';

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export type CommentItem = {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  createdAt: Date;
  /** Only 'approved', or 'pending' for the author who is looking at the page. */
  status: CommentStatus;
};

/**
 * A post's published comments in the order they were written, plus the viewer's own comments still
 * awaiting moderation (nobody else sees those); the view nests replies under their parent.
 */
export async function listComments(db: Sql, postId: number, viewerId: number | null = null): Promise<CommentItem[]> {
  const { rows } = await db.query(
    `SELECT id, parent_id, author_name, body, created_at, status FROM content.comments
     WHERE post_id = $1 AND (status = 'approved' OR (status = 'pending' AND author_user_id = $2))
     ORDER BY created_at, id`,
    [postId, viewerId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    authorName: String(r.author_name),
    body: String(r.body),
    createdAt: toDate(r.created_at),
    status: r.status as CommentStatus,
  }));
}

/** A reply may only point at a published comment of the same post. */
export async function commentOnPost(db: Sql, commentId: number, postId: number): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM content.comments WHERE id = $1 AND post_id = $2 AND status = 'approved'",
    [commentId, postId],
  );
  return rows.length > 0;
}

/** Whether this account already has a comment an administrator let through (then it is trusted). */
export async function hasApprovedComment(db: Sql, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM content.comments WHERE author_user_id = $1 AND status = 'approved' LIMIT 1",
    [userId],
  );
  return rows.length > 0;
}

/** Store a comment under the author's display name at the time of writing; returns its id. */
export async function insertComment(
  db: Sql,
  comment: {
    postId: number;
    parentId: number | null;
    authorId: number;
    authorName: string;
    body: string;
    status: CommentStatus;
  },
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO content.comments (post_id, parent_id, author_user_id, author_name, body, status)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [comment.postId, comment.parentId, comment.authorId, comment.authorName, comment.body, comment.status],
  );
  return Number(rows[0]?.id);
}
