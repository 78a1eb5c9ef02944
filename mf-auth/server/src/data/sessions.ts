import type { Sql } from '@site/shared-contracts/platform';

/** A session joined with its user, and whether it is still valid and due for a last-seen update. */
export type SessionRow = {
  user_id: number;
  public_id: string;
  display_name: string;
  roles: string[];
  valid: boolean;
  stale: boolean;
};

export async function insertSession(
  db: Sql,
  session: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO auth.sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [session.id, session.userId, session.createdAt.toISOString(), session.expiresAt.toISOString()],
  );
}

export async function deleteSession(db: Sql, id: string): Promise<void> {
  await db.query('DELETE FROM auth.sessions WHERE id = $1', [id]);
}

/** End every session of a user, or every one but `keepId` (the one that changed the password). */
export async function deleteUserSessions(db: Sql, userId: number, keepId?: string): Promise<void> {
  await db.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [userId, keepId ?? null]);
}

/**
 * The session and its user. Validity is decided in SQL against `now`: the absolute expiry and the
 * idle time-out; `stale` says last_seen_at is older than `touchSeconds`.
 */
export async function readSession(
  db: Sql,
  id: string,
  now: Date,
  limits: { idleSeconds: number; touchSeconds: number },
): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.user_id, u.public_id, u.display_name, u.roles,
            (s.expires_at > $2::timestamptz AND s.last_seen_at > $2::timestamptz - make_interval(secs => $3)) AS valid,
            s.last_seen_at < $2::timestamptz - make_interval(secs => $4) AS stale
       FROM auth.sessions s JOIN auth.users u ON u.id = s.user_id
      WHERE s.id = $1`,
    [id, now.toISOString(), limits.idleSeconds, limits.touchSeconds],
  );
  return rows[0] ?? null;
}

export async function touchSession(db: Sql, id: string, now: Date): Promise<void> {
  await db.query('UPDATE auth.sessions SET last_seen_at = $2 WHERE id = $1', [id, now.toISOString()]);
}
