import type { Sql } from '@site/shared-contracts/platform';

/** What a request asks the mail worker to do; the worker decides whether a mail goes out (see mail-jobs.ts). */
export type MailJob =
  | { kind: 'reset'; email: string }
  | { kind: 'register'; email: string; displayName: string; passwordHash: string }
  | { kind: 'login-failures'; email: string }
  | { kind: 'password-changed'; email: string };

export type QueuedMail = MailJob & { id: string; attempts: number };

type Row = {
  id: string;
  kind: MailJob['kind'];
  email: string;
  display_name: string | null;
  password_hash: string | null;
  attempts: number;
};

/** One INSERT whatever the job: the request's whole share of the work, the same for every address. */
export async function enqueueMail(db: Sql, job: MailJob): Promise<void> {
  const register = job.kind === 'register' ? job : null;
  await db.query('INSERT INTO auth.mail_queue (kind, email, display_name, password_hash) VALUES ($1, $2, $3, $4)', [
    job.kind,
    job.email,
    register?.displayName ?? null,
    register?.passwordHash ?? null,
  ]);
}

/**
 * Claim up to `limit` due jobs: each is pushed `retrySeconds` into the future and its attempt counted,
 * so a worker that dies mid-job leaves it to be retried, and SKIP LOCKED keeps two processes apart.
 */
export async function claimMail(db: Sql, limit: number, retrySeconds: number): Promise<QueuedMail[]> {
  const { rows } = await db.query<Row>(
    `UPDATE auth.mail_queue SET attempts = attempts + 1, run_after = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM auth.mail_queue WHERE run_after <= now() ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id::text AS id, kind, email, display_name, password_hash, attempts`,
    [limit, retrySeconds],
  );
  return rows
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((row) =>
      row.kind === 'register'
        ? {
            id: row.id,
            attempts: row.attempts,
            kind: row.kind,
            email: row.email,
            displayName: row.display_name ?? row.email,
            passwordHash: row.password_hash ?? '',
          }
        : { id: row.id, attempts: row.attempts, kind: row.kind, email: row.email },
    );
}

/** A job is done (sent, or nothing to send): it leaves the queue. */
export async function deleteMail(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM auth.mail_queue WHERE id = $1', [id]);
}
