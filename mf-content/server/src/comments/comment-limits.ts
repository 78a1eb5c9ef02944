import type { FastifyRequest } from 'fastify';
import { refusedByRateLimit } from '@site/platform-kit/http';
import type { RateLimits, VisitorState } from '@site/shared-contracts/platform';
import type { ContentSettings } from '../settings';

const MINUTE_MS = 60_000;
const TOO_MANY = {
  message: (seconds: number) => `You are posting comments too quickly. Please wait ${seconds} seconds and try again.`,
  code: 'CONTENT_COMMENT_RATE_LIMITED',
};

/** Checks one comment against both budgets; throws the 429 (with Retry-After) when either is spent. */
export type CommentLimiter = (request: FastifyRequest, visitor: VisitorState) => Promise<void>;

/**
 * Comments are limited per account (the visitor cookie for anyone logged out) and per IP address, per
 * minute, in the platform's rate limits: with REDIS_URL one budget for the whole site however many
 * processes the posts reach. Both keys are taken on every post: one account cannot flood from many
 * addresses, one address cannot flood with many accounts. While Redis is away comments are refused
 * (503, try again in a moment) rather than let through uncounted: a comment is published to everyone,
 * and a flood would land while nothing counts it. The refusal is the kit's HttpError, so a no-JS form
 * post gets an error page with the message.
 */
export function createCommentLimiter(rateLimits: RateLimits, settings: ContentSettings): CommentLimiter {
  const rule = { windowMs: MINUTE_MS, whenStoreDown: 'refuse' } as const;
  const byAccount = rateLimits.limiter({ name: 'content-comment-account', max: settings.commentsPerMinute, ...rule });
  const byIp = rateLimits.limiter({ name: 'content-comment-ip', max: settings.commentsPerMinutePerIp, ...rule });
  return async (request, visitor) => {
    const account = visitor.loggedIn ? `user:${visitor.user.id}` : `vid:${request.visitorId}`;
    let decision = await byAccount.take(account);
    if (decision.ok) decision = await byIp.take(request.ip);
    if (!decision.ok) throw refusedByRateLimit(decision, TOO_MANY);
  };
}
