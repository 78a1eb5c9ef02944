import type { Sql } from '@site/shared-contracts/platform';

/** A user's one reset link: older links of the user (and expired ones of anybody) go in the same step. */
export async function replaceResetToken(
  db: Sql,
  token: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM auth.reset_tokens WHERE user_id = $1 OR expires_at < now()', [token.userId]);
    await tx.query('INSERT INTO auth.reset_tokens (id, user_id, expires_at) VALUES ($1, $2, $3)', [
      token.id,
      token.userId,
      token.expiresAt.toISOString(),
    ]);
  });
}

/** Is this reset link still usable? Nothing is consumed. */
export async function resetTokenLive(db: Sql, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth.reset_tokens WHERE id = $1 AND expires_at > now()', [id]);
  return rows.length > 0;
}

/** Consume a live reset link (single use): the user it was for, or null. */
export async function takeResetToken(tx: Sql, id: string): Promise<number | null> {
  const { rows } = await tx.query<{ user_id: number }>(
    'DELETE FROM auth.reset_tokens WHERE id = $1 AND expires_at > now() RETURNING user_id',
    [id],
  );
  return rows[0]?.user_id ?? null;
}

/** Every reset link of a user stops working (the password was just set another way). */
export async function deleteUserResetTokens(db: Sql, userId: number): Promise<void> {
  await db.query('DELETE FROM auth.reset_tokens WHERE user_id = $1', [userId]);
}
