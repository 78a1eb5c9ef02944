import type { FastifyRequest } from 'fastify';
import { refusedByRateLimit } from '@site/platform-kit/http';
import type { RateLimits } from '@site/shared-contracts/platform';
import type { ShopSettings } from '../settings';

const MINUTE_MS = 60_000;
const TOO_MANY = {
  message: (seconds: number) => `You are changing your cart too quickly. Please wait ${seconds} seconds and try again.`,
  code: 'SHOP_CART_RATE_LIMITED',
};

/** Checks one cart change against the address's budget; throws the 429 (with Retry-After) once it is spent. */
export type CartLimiter = (request: FastifyRequest) => Promise<void>;

/**
 * One budget of cart changes per IP address a minute, shared by the JSON API and the no-JS forms, in the
 * platform's rate limits: with REDIS_URL one budget for the whole site however many processes the changes
 * reach. While Redis is away changes are let through: a cart is what shoppers come for (page-ish traffic),
 * and what the budget guards against (a script filling the cart tables) is slow damage that an outage of
 * seconds does not make. The refusal is the kit's HttpError: the side cart shows its message in a toast and
 * rolls back, a form post gets the error page with it.
 */
export function createCartLimiter(rateLimits: RateLimits, settings: ShopSettings): CartLimiter {
  const byIp = rateLimits.limiter({
    name: 'shop-cart-ip',
    max: settings.cartChangesPerMinute,
    windowMs: MINUTE_MS,
    whenStoreDown: 'allow',
  });
  return async (request) => {
    const decision = await byIp.take(request.ip);
    if (!decision.ok) throw refusedByRateLimit(decision, TOO_MANY);
  };
}
