import type { Sql } from '@site/shared-contracts/platform';

export type PendingRegistration = { email: string; displayName: string; passwordHash: string };

/** Park a registration until its e-mailed link is followed; expired ones are swept in passing. */
export async function insertPendingRegistration(
  db: Sql,
  pending: PendingRegistration & { id: string; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM auth.pending_registrations WHERE expires_at < now()');
  await db.query(
    'INSERT INTO auth.pending_registrations (id, email, display_name, password_hash, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [pending.id, pending.email, pending.displayName, pending.passwordHash, pending.expiresAt.toISOString()],
  );
}

/** Is this confirmation link still usable? Nothing is consumed. */
export async function pendingRegistrationLive(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth.pending_registrations WHERE id = $1 AND expires_at > now()', [
    id,
  ]);
  return rows.length > 0;
}

/**
 * Consume a live confirmation (single use) and every other pending registration of the same address,
 * so a second link cannot create the account again. Run it in the transaction that creates the user.
 */
export async function takePendingRegistration(tx: Sql, id: string): Promise<PendingRegistration | null> {
  const { rows } = await tx.query<{ email: string; display_name: string; password_hash: string }>(
    'DELETE FROM auth.pending_registrations WHERE id = $1 AND expires_at > now() RETURNING email, display_name, password_hash',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  await tx.query('DELETE FROM auth.pending_registrations WHERE email = $1', [row.email]);
  return { email: row.email, displayName: row.display_name, passwordHash: row.password_hash };
}
