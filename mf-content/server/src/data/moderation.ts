import type { Sql } from '@site/shared-contracts/platform';
import { toDate } from './rows';

export type PendingComment = {
  id: number;
  postSlug: string;
  postTitle: string;
  authorName: string;
  body: string;
  createdAt: Date;
};

export type CommentDecision = {
  commentId: number;
  postSlug: string | null;
  decision: 'approved' | 'rejected';
  moderatorName: string;
  moderatorId: number;
  decidedAt: Date;
};

/** The moderation queue, oldest first (at most `limit`). */
export async function listPending(db: Sql, limit: number): Promise<PendingComment[]> {
  const { rows } = await db.query(
    `SELECT c.id, p.slug, p.title, c.author_name, c.body, c.created_at
     FROM content.comments c JOIN content.posts p ON p.id = c.post_id
     WHERE c.status = 'pending' ORDER BY c.created_at, c.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    postSlug: String(r.slug),
    postTitle: String(r.title),
    authorName: String(r.author_name),
    body: String(r.body),
    createdAt: toDate(r.created_at),
  }));
}

/** The newest decisions, the audit trail shown under the queue. */
export async function recentDecisions(db: Sql, limit: number): Promise<CommentDecision[]> {
  const { rows } = await db.query(
    `SELECT d.comment_id, p.slug, d.decision, d.moderator_id, d.moderator_name, d.decided_at
     FROM content.comment_decisions d LEFT JOIN content.posts p ON p.id = d.post_id
     ORDER BY d.decided_at DESC, d.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    commentId: Number(r.comment_id),
    postSlug: r.slug === null ? null : String(r.slug),
    decision: r.decision === 'approved' ? 'approved' : 'rejected',
    moderatorId: Number(r.moderator_id),
    moderatorName: String(r.moderator_name),
    decidedAt: toDate(r.decided_at),
  }));
}

/**
 * Approve or reject a pending comment and record who decided, in one transaction. False when the
 * comment does not exist or was already decided (two moderators at once: the first one wins).
 */
export async function decideComment(
  db: Sql,
  decision: { commentId: number; decision: 'approved' | 'rejected'; moderatorId: number; moderatorName: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      "UPDATE content.comments SET status = $2 WHERE id = $1 AND status = 'pending' RETURNING post_id",
      [decision.commentId, decision.decision],
    );
    const postId = rows[0]?.post_id;
    if (postId === undefined) return false;
    await tx.query(
      `INSERT INTO content.comment_decisions (comment_id, post_id, decision, moderator_id, moderator_name)
       VALUES ($1, $2, $3, $4, $5)`,
      [decision.commentId, postId, decision.decision, decision.moderatorId, decision.moderatorName],
    );
    return true;
  });
}
