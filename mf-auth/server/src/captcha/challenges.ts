import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaKind, CaptchaResponse } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { randomToken, tokenDigest } from '../accounts/tokens';
import { insertCaptcha, takeCaptcha, takeLivePicture } from '../data/captchas';
import { numberAnswer, randomQuestion } from './captcha-question';
import { captchaDataUrl } from '../views/captcha-svg';
import { CAPTCHA_ALPHABET } from './stroke-font';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 10 * 60;

const answerHash = (token: string, answer: string): string => tokenDigest(`${token}:${answer.trim().toLowerCase()}`);

export function randomAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Store a new challenge: only the token's digest and a digest of token+answer are kept, so a leaked
 * table reveals no answer. Pictures and questions share the table, so both are single-use and
 * expire alike.
 */
async function storeChallenge(db: Sql, kind: CaptchaKind, answer: string, now: Date): Promise<string> {
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await insertCaptcha(db, { id: tokenDigest(token), answerHash: answerHash(token, answer), expiresAt, kind }, now);
  return token;
}

/** A picture challenge: the caller draws `answer` (five characters) into the SVG. */
export async function createChallenge(db: Sql, now = new Date()): Promise<{ token: string; answer: string }> {
  const answer = randomAnswer();
  return { token: await storeChallenge(db, 'picture', answer, now), answer };
}

/** A text question for visitors who cannot see the picture; its answer is stored in digits. */
export async function createQuestionChallenge(
  db: Sql,
  now = new Date(),
): Promise<{ token: string; question: string; answer: string }> {
  const { question, answer } = randomQuestion();
  return { token: await storeChallenge(db, 'question', answer, now), question, answer };
}

/** A new stored picture challenge: the only kind anyone gets first (the server, not the client, chooses). */
export async function newCaptcha(db: Sql): Promise<CaptchaResponse> {
  const { token, answer } = await createChallenge(db);
  return { token, kind: 'picture', image: captchaDataUrl(answer) };
}

/**
 * The accessible fallback: a live picture challenge is used up and a text question given instead (WCAG
 * 1.1.1). Null when the token is no live picture, so questions cannot be had without a picture first.
 */
export async function fallbackCaptcha(
  db: Sql,
  pictureToken: string,
  now = new Date(),
): Promise<CaptchaResponse | null> {
  if (!(await takeLivePicture(db, tokenDigest(pictureToken), now))) return null;
  const { token, question } = await createQuestionChallenge(db, now);
  return { token, kind: 'question', question };
}

/**
 * Check an answer, case-insensitively. The challenge is deleted by any attempt, right or wrong, so
 * each challenge gets one guess. For a question a number-shaped answer ("Eleven", " 011") is also
 * tried as digits. `testAnswer` (only ever set on a loopback-only site) is accepted for a live token.
 */
export async function verifyChallenge(
  db: Sql,
  token: string,
  answer: string,
  testAnswer?: string,
  now = new Date(),
): Promise<boolean> {
  const challenge = await takeCaptcha(db, tokenDigest(token), now);
  if (!challenge?.live) return false;
  if (testAnswer && answer.trim().toLowerCase() === testAnswer.toLowerCase()) return true;
  const stored = Buffer.from(challenge.answerHash);
  const asDigits = challenge.kind === 'question' ? numberAnswer(answer) : null;
  const candidates = [answer, asDigits].filter((text): text is string => text !== null);
  // Every candidate is compared (no early exit), so timing does not tell which form matched.
  return candidates.map((text) => timingSafeEqual(stored, Buffer.from(answerHash(token, text)))).includes(true);
}
