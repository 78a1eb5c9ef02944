import type { Sql } from '@site/shared-contracts/platform';

/** Store a challenge's digests and sweep the expired ones in passing. */
export async function insertCaptcha(
  db: Sql,
  captcha: { id: string; answerHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM auth.captchas WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO auth.captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    captcha.id,
    captcha.answerHash,
    captcha.expiresAt.toISOString(),
  ]);
}

/** Delete the challenge (every attempt uses it up) and say what it was and whether it was still live. */
export async function takeCaptcha(
  db: Sql,
  id: string,
  now: Date,
): Promise<{ answerHash: string; live: boolean } | null> {
  const { rows } = await db.query<{ answer_hash: string; live: boolean }>(
    'DELETE FROM auth.captchas WHERE id = $1 RETURNING answer_hash, expires_at > $2::timestamptz AS live',
    [id, now.toISOString()],
  );
  const row = rows[0];
  return row ? { answerHash: row.answer_hash, live: row.live } : null;
}
