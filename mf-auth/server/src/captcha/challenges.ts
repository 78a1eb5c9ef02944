import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaKind, CaptchaResponse } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { randomToken, tokenDigest } from '../accounts/tokens';
import { insertCaptcha, takeCaptcha } from '../data/captchas';
import { numberAnswer, randomQuestion } from './captcha-question';
import { captchaDataUrl } from './captcha-svg';
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
async function storeChallenge(db: Sql, answer: string, now: Date): Promise<string> {
  const token = randomToken(24);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await insertCaptcha(db, { id: tokenDigest(token), answerHash: answerHash(token, answer), expiresAt }, now);
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

/** A new stored challenge of either kind, as the captcha API and the no-JS registration page show it. */
export async function newCaptcha(db: Sql, kind: CaptchaKind): Promise<CaptchaResponse> {
  if (kind === 'question') {
    const { token, question } = await createQuestionChallenge(db);
    return { token, kind, question };
  }
  const { token, answer } = await createChallenge(db);
  return { token, kind, image: captchaDataUrl(answer) };
}

/**
 * Check an answer, case-insensitively. The challenge is deleted by any attempt, right or wrong, so
 * each challenge gets one guess. The stored kind is not known here, so a number-shaped answer
 * ("Eleven", " 011") is also tried as digits: those are at most three digits and a picture answer
 * is five characters, so this cannot make a picture easier. `testAnswer` (never set in production)
 * is accepted for a live token.
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
  const candidates = [answer, numberAnswer(answer)].filter((text): text is string => text !== null);
  // Every candidate is compared (no early exit), so timing does not tell which form matched.
  return candidates.map((text) => timingSafeEqual(stored, Buffer.from(answerHash(token, text)))).includes(true);
}
