import type { FastifyInstance } from 'fastify';
import { CAPTCHA_PATH, type CaptchaResponse } from '@site/shared-contracts';
import { createChallenge } from '../captcha/captcha-store';
import { captchaDataUrl } from '../captcha/captcha-svg';
import type { AuthDeps } from '../deps';

/** GET /api/auth/captcha: a fresh single-use challenge for the registration dialog. */
export function registerCaptchaRoute(app: FastifyInstance, deps: AuthDeps): void {
  app.get(CAPTCHA_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const allowed = deps.limits.captchaIp.take(request.ip);
    if (!allowed.ok) {
      reply.header('retry-after', String(allowed.retryAfterSeconds));
      throw Object.assign(new Error('Too many requests. Please wait and try again.'), { statusCode: 429, code: 'AUTH_RATE_LIMITED' });
    }
    const { token, answer } = await createChallenge(deps.db);
    const body: CaptchaResponse = { token, image: captchaDataUrl(answer) };
    return reply.send(body);
  });
}
