import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '@site/platform-kit/http';
import type { RequestContext } from '@site/shared-contracts/platform';

/** A person follows a few cashback links a minute at most; more is a script filling the table. */
export const CASHBACK_CLICKS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/** Checks one click against its user's budget; throws the 429 (with Retry-After) once it is spent. */
export type CashbackClickLimit = (request: FastifyRequest) => Promise<void>;

/**
 * Cashback clicks are limited per user (only logged-in visitors record one), in this process's memory
 * (@fastify/rate-limit's local store), as mf-content limits comments. The refusal is the kit's HttpError,
 * so the new tab shows the shell's error page with its message.
 */
export async function createCashbackClickLimit(
  app: FastifyInstance,
  requestContext: (request: FastifyRequest) => RequestContext,
): Promise<CashbackClickLimit> {
  // Registered in the slice's own context with no global limit: only the cashback click uses it.
  await app.register(fastifyRateLimit, { global: false });
  const perUser = app.createRateLimit({
    max: CASHBACK_CLICKS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => {
      const { visitor, visitorId } = requestContext(request);
      // The route records nothing for anonymous visitors; their key only keeps this total.
      return visitor.loggedIn ? `shop-cashback:user:${visitor.user.id}` : `shop-cashback:vid:${visitorId}`;
    },
  });
  return async (request) => {
    const verdict = await perUser(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw tooManyRequests(
        `You have followed many cashback links in a short time. Please wait ${verdict.ttlInSeconds} seconds and try again.`,
        verdict.ttlInSeconds,
        'SHOP_CASHBACK_RATE_LIMITED',
      );
    }
  };
}
