import type { Sql } from '@site/shared-contracts/platform';

export type SubscriberSource = { form?: string; popup_id?: string; page_url?: string; ip?: string };
export type SignupRow = {
  listId: string;
  email: string;
  emailKey: string;
  attributes: Record<string, string>;
  source: SubscriberSource;
};
export type MailKind = 'confirm' | 'already-subscribed' | 'welcome';

export async function listExists(db: Sql, listId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM popups.newsletter_lists WHERE id = $1', [listId]);
  return rows.length > 0;
}

/**
 * Record a sign-up and queue its mail in one transaction: the same two statements whatever the address's state,
 * so the answer (and its time) does not tell whether it was known. A new, pending or unsubscribed address is
 * (again) pending with fresh consent and gets a confirmation; a subscribed one stays as it is and is told so.
 */
export async function recordSignup(db: Sql, row: SignupRow): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; status: string }>(
      `INSERT INTO popups.newsletter_subscribers AS s (list_id, email, email_key, status, attributes, consent_at, source)
       VALUES ($1, $2, $3, 'pending', $4, now(), $5)
       ON CONFLICT (list_id, email_key) DO UPDATE SET
         status = CASE WHEN s.status = 'subscribed' THEN 'subscribed' ELSE 'pending' END,
         email = CASE WHEN s.status = 'subscribed' THEN s.email ELSE EXCLUDED.email END,
         attributes = CASE WHEN s.status = 'subscribed' THEN s.attributes ELSE s.attributes || EXCLUDED.attributes END,
         consent_at = CASE WHEN s.status = 'subscribed' THEN s.consent_at ELSE EXCLUDED.consent_at END,
         source = CASE WHEN s.status = 'subscribed' THEN s.source ELSE EXCLUDED.source END,
         updated_at = now()
       RETURNING id::text AS id, status`,
      [row.listId, row.email.trim(), row.emailKey, JSON.stringify(row.attributes), JSON.stringify(row.source)],
    );
    const saved = rows[0];
    if (!saved) throw new Error('newsletter sign-up not saved');
    const kind: MailKind = saved.status === 'subscribed' ? 'already-subscribed' : 'confirm';
    await tx.query('INSERT INTO popups.newsletter_mail_queue (subscriber_id, kind) VALUES ($1, $2)', [saved.id, kind]);
  });
}

export type ConfirmResult = { id: string; listId: string } | null;

/** Use a confirmation link once: a pending row with this unexpired digest becomes subscribed. */
export async function confirmByToken(db: Sql, hash: string): Promise<ConfirmResult> {
  const { rows } = await db.query<{ id: string; list_id: string }>(
    `UPDATE popups.newsletter_subscribers
        SET status = 'subscribed', confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL,
            unsubscribed_at = NULL, updated_at = now()
      WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND status = 'pending'
      RETURNING id::text AS id, list_id`,
    [hash],
  );
  const row = rows[0];
  return row ? { id: row.id, listId: row.list_id } : null;
}

/** Whether a confirmation digest is live (the confirm page asks before showing its button). */
export async function confirmTokenLive(db: Sql, hash: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM popups.newsletter_subscribers
      WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND status = 'pending'`,
    [hash],
  );
  return rows.length > 0;
}

/** The subscriber an unsubscribe digest names, if any. */
export async function subscriberByUnsubscribeToken(db: Sql, hash: string): Promise<{ id: string } | null> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT subscriber_id::text AS id FROM popups.newsletter_unsubscribe_tokens WHERE token_hash = $1',
    [hash],
  );
  return rows[0] ?? null;
}

/** Unsubscribe; true when the row was on the list (subscribed or pending) until now. */
export async function unsubscribe(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE popups.newsletter_subscribers
        SET status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL,
            updated_at = now()
      WHERE id = $1 AND status <> 'unsubscribed' RETURNING 1`,
    [id],
  );
  return rows.length > 0;
}

export async function listName(db: Sql, listId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM popups.newsletter_lists WHERE id = $1', [listId]);
  return rows[0]?.name ?? null;
}
