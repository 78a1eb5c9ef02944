import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '@site/platform-kit/http';
import type { ShopSettings } from '../settings';

const MINUTE_MS = 60_000;

/** Checks one cart change against the address's budget; throws the 429 (with Retry-After) once it is spent. */
export type CartLimiter = (request: FastifyRequest) => Promise<void>;

/**
 * One budget of cart changes per IP address a minute, in this process's memory (@fastify/rate-limit's local
 * store), shared by the JSON API and the no-JS forms. The refusal is the kit's HttpError: the side cart shows
 * its message in a toast and rolls back, a form post gets the error page with it.
 */
export async function createCartLimiter(app: FastifyInstance, settings: ShopSettings): Promise<CartLimiter> {
  // The slice's one registration, in its own context with no global limit (the cashback click limit may have
  // made it already: a second would decorate the instance twice).
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  const byIp = app.createRateLimit({
    max: settings.cartChangesPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `shop-cart:ip:${request.ip}`,
  });
  return async (request) => {
    const verdict = await byIp(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw tooManyRequests(
        `You are changing your cart too quickly. Please wait ${verdict.ttlInSeconds} seconds and try again.`,
        verdict.ttlInSeconds,
        'SHOP_CART_RATE_LIMITED',
      );
    }
  };
}
