import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateDecision, RateLimiter, RateLimits, RateRule } from '@site/shared-contracts/platform';

// What a refusal because the shared store is away tells the client to wait.
const STORE_DOWN_RETRY_SECONDS = 5;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The platform's rate limits (rate-limiter-flexible): in Redis when the site has REDIS_URL, so every
 * process and machine counts against one budget and a limit is exact; in this process's memory
 * otherwise (one process, the PGlite demo). A fixed window of `windowMs` per key.
 *
 * When Redis cannot answer, each rule says what happens: `refuse` (login, registration, reset: an
 * attacker must not get unlimited guesses by knocking Redis over) or `allow` (page traffic, telemetry:
 * the site keeps serving). The client reconnects on its own, so limits work again without a restart.
 */
export function createRateLimits(options: { redis: Redis | null; prefix: string }): RateLimits {
  const names = new Set<string>();
  return {
    limiter(rule: RateRule): RateLimiter {
      if (names.has(rule.name)) throw new Error(`rate limit '${rule.name}' is defined twice`);
      names.add(rule.name);
      const common = {
        points: rule.max,
        duration: seconds(rule.windowMs),
        keyPrefix: `${options.prefix}rl:${rule.name}`,
      };
      const store: RateLimiterAbstract = options.redis
        ? new RateLimiterRedis({ ...common, storeClient: options.redis, rejectIfRedisNotReady: true })
        : new RateLimiterMemory(common);
      return wrap(store, rule);
    },
  };
}

function wrap(store: RateLimiterAbstract, rule: RateRule): RateLimiter {
  const storeDown = (): RateDecision =>
    rule.whenStoreDown === 'allow'
      ? { ok: true }
      : { ok: false, retryAfterSeconds: STORE_DOWN_RETRY_SECONDS, storeDown: true };
  return {
    async take(key) {
      try {
        await store.consume(key, 1);
        return { ok: true };
      } catch (error) {
        // A refused attempt stays counted; harmless in a fixed window, whose end it does not move.
        if (error instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: seconds(error.msBeforeNext) };
        }
        return storeDown();
      }
    },
    async refund(key) {
      try {
        await store.reward(key, 1);
      } catch {
        // The store is away: the attempt stays counted until its window ends, which errs on the safe side.
      }
    },
    async peek(key) {
      try {
        const state = await store.get(key);
        if (!state || state.consumedPoints < rule.max) return { ok: true };
        return { ok: false, retryAfterSeconds: seconds(state.msBeforeNext) };
      } catch {
        return storeDown();
      }
    },
  };
}
