import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Sql } from '@site/shared-contracts/platform';
import { numberAnswer, randomQuestion } from './captcha-question';
import { CAPTCHA_ALPHABET } from './stroke-font';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 10 * 60;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const answerHash = (token: string, answer: string): string => sha256(`${token}:${answer.trim().toLowerCase()}`);

export function randomAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Store a new challenge: only the token's digest and a digest of token+answer are kept, so a leaked
 * table reveals no answer. Expired challenges are swept at the same time. Pictures and questions
 * share the table, so both are single-use and expire alike.
 */
async function storeChallenge(db: Sql, answer: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await db.query('DELETE FROM auth.captchas WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO auth.captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    answerHash(token, answer),
    expires.toISOString(),
  ]);
  return token;
}

/** A picture challenge: the caller draws `answer` (five characters) into the SVG. */
export async function createChallenge(db: Sql, now = new Date()): Promise<{ token: string; answer: string }> {
  const answer = randomAnswer();
  return { token: await storeChallenge(db, answer, now), answer };
}

/** A text question for visitors who cannot see the picture; its answer is stored in digits. */
export async function createQuestionChallenge(
  db: Sql,
  now = new Date(),
): Promise<{ token: string; question: string; answer: string }> {
  const { question, answer } = randomQuestion();
  return { token: await storeChallenge(db, answer, now), question, answer };
}

/**
 * Check an answer, case-insensitively. The challenge is deleted by any attempt, right or wrong, so
 * each challenge gets one guess. The stored kind is not known here, so a number-shaped answer
 * ("Eleven", " 011") is also tried as digits: those are at most three digits and a picture answer
 * is five characters, so this cannot make a picture easier. `testAnswer` (never set in production) is accepted
 * for a live token.
 */
export async function verifyChallenge(
  db: Sql,
  token: string,
  answer: string,
  testAnswer?: string,
  now = new Date(),
): Promise<boolean> {
  const { rows } = await db.query<{ answer_hash: string; live: boolean }>(
    'DELETE FROM auth.captchas WHERE id = $1 RETURNING answer_hash, expires_at > $2::timestamptz AS live',
    [sha256(token), now.toISOString()],
  );
  const row = rows[0];
  if (!row?.live) return false;
  if (testAnswer && answer.trim().toLowerCase() === testAnswer.toLowerCase()) return true;
  const stored = Buffer.from(row.answer_hash);
  const candidates = [answer, numberAnswer(answer)].filter((text): text is string => text !== null);
  // Every candidate is compared (no early exit), so timing does not tell which form matched.
  return candidates.map((text) => timingSafeEqual(stored, Buffer.from(answerHash(token, text)))).includes(true);
}
