import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, tooManyRequests } from '@site/platform-kit/http';
import {
  CAPTCHA_FALLBACK_PATH,
  CAPTCHA_PATH,
  captchaFallbackFormSchema,
  captchaResponseSchema,
} from '@site/shared-contracts/auth';
import type { AuthDeps } from '../accounts/deps';
import { fallbackCaptcha, newCaptcha } from '../captcha/challenges';
import type { RateLimiter } from '@site/shared-contracts/platform';

const limited = async (limiter: RateLimiter, ip: string): Promise<void> => {
  const allowed = await limiter.take(ip);
  if (!allowed.ok) {
    throw tooManyRequests(
      'Too many requests. Please wait and try again.',
      allowed.retryAfterSeconds,
      'AUTH_RATE_LIMITED',
    );
  }
};

/**
 * GET /api/auth/captcha: a fresh single-use picture challenge, whatever the query says (the server
 * chooses the kind). POST /api/auth/captcha/fallback swaps a live picture for a text question, for
 * visitors who cannot see it; it has its own, tighter budget on top of the picture's, since a question
 * is what a machine solves most easily.
 */
export function registerCaptchaRoute(app: FastifyInstance, deps: AuthDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(CAPTCHA_PATH, { schema: { response: { 200: captchaResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await limited(deps.limits.captchaIp, request.ip);
    return newCaptcha(deps.db);
  });
  typed.post(
    CAPTCHA_FALLBACK_PATH,
    { schema: { body: captchaFallbackFormSchema, response: { 200: captchaResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await limited(deps.limits.captchaFallbackIp, request.ip);
      const question = await fallbackCaptcha(deps.db, request.body.captcha_token);
      if (!question) {
        throw badRequest('This picture has expired or was used. Please load a new one.', 'CAPTCHA_FALLBACK_INVALID');
      }
      return question;
    },
  );
}
