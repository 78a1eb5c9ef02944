import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, tooManyRequests } from '@site/platform-kit/http';
import { CAPTCHA_PATH, captchaQuerySchema, captchaResponseSchema } from '@site/shared-contracts/auth';
import type { AuthDeps } from '../accounts/deps';
import { newCaptcha } from '../captcha/challenges';

/**
 * GET /api/auth/captcha[?kind=question]: a fresh single-use challenge for the registration dialog, a
 * picture by default or a text question. Both kinds share one rate limit, so switching gains nothing.
 */
export function registerCaptchaRoute(app: FastifyInstance, deps: AuthDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      CAPTCHA_PATH,
      { schema: { querystring: captchaQuerySchema, response: { 200: captchaResponseSchema } }, attachValidation: true },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Its own code, so the dialog's author can tell a wrong kind from any other refusal.
        if (request.validationError) {
          throw badRequest('Unknown captcha kind. Use "picture" or "question".', 'CAPTCHA_KIND_INVALID');
        }
        const allowed = deps.limits.captchaIp.take(request.ip);
        if (!allowed.ok) {
          throw tooManyRequests(
            'Too many requests. Please wait and try again.',
            allowed.retryAfterSeconds,
            'AUTH_RATE_LIMITED',
          );
        }
        return newCaptcha(deps.db, request.query.kind);
      },
    );
}
