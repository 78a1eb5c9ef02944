import type { FastifyRequest } from 'fastify';
import type { CaptchaResponse } from '@site/shared-contracts/auth';
import type { AuthDeps } from '../accounts/deps';
import { failure, refusedByLimit, type AuthOutcome } from '../accounts/outcome';
import { fallbackCaptcha, newCaptcha } from '../captcha/challenges';
import { CAPTCHA_FALLBACK_FIELD } from '../views/captcha-part';
import { refusedField } from './reply';

const FALLBACK_INVALID = failure(400, 'This picture has expired or was used. Here is a new one.');

/** Did a no-JS form's "Can't see the picture?" button send it (rather than its submit button)? */
export function asksForFallback(body: unknown): boolean {
  return refusedField(body, CAPTCHA_FALLBACK_FIELD, 1) === '1';
}

/**
 * The no-JS side of CAPTCHA_FALLBACK_PATH: swap the form's picture for a question, on the same tight
 * budget. A refusal shows a new picture with the reason.
 */
export async function swapForQuestion(
  deps: AuthDeps,
  request: FastifyRequest,
): Promise<{ captcha: CaptchaResponse; outcome: AuthOutcome | null }> {
  const allowed = await deps.limits.captchaFallbackIp.take(request.ip);
  if (!allowed.ok) return { captcha: await newCaptcha(deps.db), outcome: refusedByLimit(allowed) };
  const question = await fallbackCaptcha(deps.db, refusedField(request.body, 'captcha_token', 128));
  return question
    ? { captcha: question, outcome: null }
    : { captcha: await newCaptcha(deps.db), outcome: FALLBACK_INVALID };
}
