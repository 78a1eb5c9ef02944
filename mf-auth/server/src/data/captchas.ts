import type { CaptchaKind } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';

/** Store a challenge's digests and kind, and sweep the expired ones in passing. */
export async function insertCaptcha(
  db: Sql,
  captcha: { id: string; answerHash: string; expiresAt: Date; kind: CaptchaKind },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM auth.captchas WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO auth.captchas (id, answer_hash, expires_at, kind) VALUES ($1, $2, $3, $4)', [
    captcha.id,
    captcha.answerHash,
    captcha.expiresAt.toISOString(),
    captcha.kind,
  ]);
}

export type StoredCaptcha = { answerHash: string; live: boolean; kind: CaptchaKind };

/** Delete the challenge (every attempt uses it up) and say what it was and whether it was still live. */
export async function takeCaptcha(db: Sql, id: string, now: Date): Promise<StoredCaptcha | null> {
  const { rows } = await db.query<{ answer_hash: string; live: boolean; kind: CaptchaKind }>(
    'DELETE FROM auth.captchas WHERE id = $1 RETURNING answer_hash, kind, expires_at > $2::timestamptz AS live',
    [id, now.toISOString()],
  );
  const row = rows[0];
  return row ? { answerHash: row.answer_hash, live: row.live, kind: row.kind } : null;
}

/** Use up a live picture challenge (to swap it for a question); false when there is none. */
export async function takeLivePicture(db: Sql, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    "DELETE FROM auth.captchas WHERE id = $1 AND kind = 'picture' AND expires_at > $2::timestamptz RETURNING 1",
    [id, now.toISOString()],
  );
  return rows.length > 0;
}
