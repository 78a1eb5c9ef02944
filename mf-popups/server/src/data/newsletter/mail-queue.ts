import type { Sql } from '@site/shared-contracts/platform';
import type { MailKind } from './subscribers';

export type QueuedNewsletterMail = {
  id: string;
  kind: MailKind;
  attempts: number;
  subscriberId: string;
  email: string;
  listName: string;
};

/** Claim due jobs (pushed `retrySeconds` ahead, attempt counted; SKIP LOCKED keeps processes apart). */
export async function claimNewsletterMail(
  db: Sql,
  limit: number,
  retrySeconds: number,
): Promise<QueuedNewsletterMail[]> {
  const { rows } = await db.query<{
    id: string;
    kind: MailKind;
    attempts: number;
    subscriber_id: string;
    email: string;
    list_name: string;
  }>(
    `WITH claimed AS (
       UPDATE popups.newsletter_mail_queue SET attempts = attempts + 1, run_after = now() + make_interval(secs => $2)
        WHERE id IN (SELECT id FROM popups.newsletter_mail_queue WHERE run_after <= now()
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, attempts, subscriber_id)
     SELECT c.id::text AS id, c.kind, c.attempts, c.subscriber_id::text AS subscriber_id, s.email, l.name AS list_name
       FROM claimed c JOIN popups.newsletter_subscribers s ON s.id = c.subscriber_id
       JOIN popups.newsletter_lists l ON l.id = s.list_id
      ORDER BY c.id`,
    [limit, retrySeconds],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    attempts: r.attempts,
    subscriberId: r.subscriber_id,
    email: r.email,
    listName: r.list_name,
  }));
}

/** Queue the welcome mail of a subscription just confirmed (in the confirmation's transaction). */
export async function queueWelcomeMail(db: Sql, subscriberId: string): Promise<void> {
  await db.query("INSERT INTO popups.newsletter_mail_queue (subscriber_id, kind) VALUES ($1, 'welcome')", [
    subscriberId,
  ]);
}

export async function deleteNewsletterMail(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM popups.newsletter_mail_queue WHERE id = $1', [id]);
}

/** A fresh confirmation link for a still-pending row (replacing the last one); false when it is no longer pending. */
export async function setConfirmToken(
  db: Sql,
  subscriberId: string,
  hash: string,
  ttlSeconds: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE popups.newsletter_subscribers
        SET confirm_token_hash = $2, confirm_expires_at = now() + make_interval(secs => $3), confirm_sent_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING 1`,
    [subscriberId, hash, ttlSeconds],
  );
  return rows.length > 0;
}

export async function addUnsubscribeToken(db: Sql, subscriberId: string, hash: string): Promise<void> {
  await db.query('INSERT INTO popups.newsletter_unsubscribe_tokens (token_hash, subscriber_id) VALUES ($1, $2)', [
    hash,
    subscriberId,
  ]);
}
