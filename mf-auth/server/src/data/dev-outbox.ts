import type { OutboxMessage } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';

const LIMIT = 100;

/** Keep one "sent" mail in the development outbox (see migrations/005-dev-outbox.sql). */
export async function writeOutbox(db: Sql, message: { to: string; subject: string; text: string }): Promise<void> {
  await db.query('INSERT INTO auth.dev_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
    message.to,
    message.subject,
    message.text,
  ]);
}

/** The newest outbox mails first, whichever server process sent them. */
export async function readOutbox(db: Sql): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{ to: string; subject: string; text: string; sent_at: Date | string }>(
    `SELECT recipient AS "to", subject, body AS "text", sent_at FROM auth.dev_outbox ORDER BY id DESC LIMIT ${LIMIT}`,
  );
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
