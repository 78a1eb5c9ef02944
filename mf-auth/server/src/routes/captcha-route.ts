import type { FastifyInstance } from 'fastify';
import { CAPTCHA_PATH, captchaQuerySchema, type CaptchaKind, type CaptchaResponse } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { createChallenge, createQuestionChallenge } from '../captcha/captcha-store';
import { captchaDataUrl } from '../captcha/captcha-svg';
import type { AuthDeps } from '../deps';

/** A new stored challenge of either kind, as the API and the no-JS page both show it. */
export async function newCaptcha(db: Sql, kind: CaptchaKind): Promise<CaptchaResponse> {
  if (kind === 'question') {
    const { token, question } = await createQuestionChallenge(db);
    return { token, kind, question };
  }
  const { token, answer } = await createChallenge(db);
  return { token, kind, image: captchaDataUrl(answer) };
}

/**
 * GET /api/auth/captcha[?kind=question]: a fresh single-use challenge for the registration dialog, a
 * picture by default or a text question. Both kinds share one rate limit, so switching gains nothing.
 */
export function registerCaptchaRoute(app: FastifyInstance, deps: AuthDeps): void {
  app.get(CAPTCHA_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = captchaQuerySchema.safeParse(request.query);
    if (!query.success) {
      throw Object.assign(new Error('Unknown captcha kind. Use "picture" or "question".'), {
        statusCode: 400,
        code: 'CAPTCHA_KIND_INVALID',
      });
    }
    const allowed = deps.limits.captchaIp.take(request.ip);
    if (!allowed.ok) {
      reply.header('retry-after', String(allowed.retryAfterSeconds));
      throw Object.assign(new Error('Too many requests. Please wait and try again.'), {
        statusCode: 429,
        code: 'AUTH_RATE_LIMITED',
      });
    }
    return reply.send(await newCaptcha(deps.db, query.data.kind));
  });
}
