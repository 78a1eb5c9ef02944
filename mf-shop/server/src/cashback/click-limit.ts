import { refusedByRateLimit } from '@site/platform-kit/http';
import type { RateLimits } from '@site/shared-contracts/platform';

/** A person follows a few cashback links a minute at most; more is a script filling the table. */
export const CASHBACK_CLICKS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;
const TOO_MANY = {
  message: (seconds: number) =>
    `You have followed many cashback links in a short time. Please wait ${seconds} seconds and try again.`,
  code: 'SHOP_CASHBACK_RATE_LIMITED',
};

/** Checks one click of this user against their budget; throws the 429 (with Retry-After) once it is spent. */
export type CashbackClickLimit = (userId: number) => Promise<void>;

/**
 * Cashback clicks are limited per user (only logged-in visitors record one) in the platform's rate limits:
 * with REDIS_URL one budget for the whole site however many processes the clicks reach. While Redis is away
 * clicks are refused (503, try again in a moment), as comments are: every click is a row that decides whose
 * cashback a merchant pays, so a flood must not land while nothing counts it, and a person clicks seldom
 * enough to try again a few seconds later. The refusal is the kit's HttpError, so the new tab shows the
 * shell's error page with its message.
 */
export function createCashbackClickLimit(rateLimits: RateLimits): CashbackClickLimit {
  const perUser = rateLimits.limiter({
    name: 'shop-cashback-user',
    max: CASHBACK_CLICKS_PER_MINUTE,
    windowMs: MINUTE_MS,
    whenStoreDown: 'refuse',
  });
  return async (userId) => {
    const decision = await perUser.take(String(userId));
    if (!decision.ok) throw refusedByRateLimit(decision, TOO_MANY);
  };
}
