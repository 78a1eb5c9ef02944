import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '@site/platform-kit/http';
import type { VisitorState } from '@site/shared-contracts/platform';
import type { ContentSettings } from '../settings';

const MINUTE_MS = 60_000;

/** Checks one comment against both budgets; throws the 429 (with Retry-After) when either is spent. */
export type CommentLimiter = (request: FastifyRequest, visitor: VisitorState) => Promise<void>;

/**
 * Comments are limited per account (the visitor cookie for anyone logged out) and per IP address, in
 * this process's memory (@fastify/rate-limit's local store), per minute. Both keys are taken on every
 * post: one account cannot flood from many addresses, one address cannot flood with many accounts.
 * The refusal is the kit's HttpError, so a no-JS form post gets an error page with the message.
 */
export async function createCommentLimiter(app: FastifyInstance, settings: ContentSettings): Promise<CommentLimiter> {
  // Registered in the slice's own context with no global limit: only the comment route uses it.
  await app.register(fastifyRateLimit, { global: false });
  const byAccount = app.createRateLimit({
    max: settings.commentsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => {
      const visitor = request.siteContext.visitor;
      return visitor.loggedIn ? `content-comment:user:${visitor.user.id}` : `content-comment:vid:${request.visitorId}`;
    },
  });
  const byIp = app.createRateLimit({
    max: settings.commentsPerMinutePerIp,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `content-comment:ip:${request.ip}`,
  });
  return async (request) => {
    for (const limit of [byAccount, byIp]) {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw tooManyRequests(
          `You are posting comments too quickly. Please wait ${verdict.ttlInSeconds} seconds and try again.`,
          verdict.ttlInSeconds,
          'CONTENT_COMMENT_RATE_LIMITED',
        );
      }
    }
  };
}
