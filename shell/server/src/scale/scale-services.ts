import type { RateLimits } from '@site/shared-contracts/platform';
import { openRedis } from './redis-connection';
import { createRateLimits } from './rate-limits';
import { createSiteSignals, localSignals, type SiteSignals } from './site-signals';

export type RedisState = 'none' | 'ready' | 'down';

/** What lets several processes behave as one site: shared rate limits and change signals. */
export type ScaleServices = {
  rateLimits: RateLimits;
  signals: SiteSignals;
  /** 'none' without REDIS_URL; else whether Redis answers a PING now, within a second (for /api/health). */
  redisState(): Promise<RedisState>;
  /** Resolves once Redis is connected, or after `ms` without it (a process serves pages either way). */
  ready(ms: number): Promise<void>;
  close(): Promise<void>;
};

/** With REDIS_URL: Redis for both (one connection for commands, one for subscribing); else one process's. */
export function openScaleServices(settings: { redisUrl: string | undefined; redisPrefix: string }): ScaleServices {
  if (!settings.redisUrl) {
    return {
      rateLimits: createRateLimits({ redis: null, prefix: settings.redisPrefix }),
      signals: localSignals,
      redisState: async () => 'none',
      ready: async () => {},
      close: async () => {},
    };
  }
  const redis = openRedis(settings.redisUrl, 'dealhub-commands');
  const subscriber = openRedis(settings.redisUrl, 'dealhub-signals');
  const signals = createSiteSignals({ publisher: redis, subscriber, prefix: settings.redisPrefix });
  return {
    rateLimits: createRateLimits({ redis, prefix: settings.redisPrefix }),
    signals,
    // A PING rather than the client's status alone: a Redis that is connected but hung answers nothing,
    // and the commands' own time-out (1 s) bounds the wait.
    async redisState() {
      if (redis.status !== 'ready') return 'down';
      return redis.ping().then(
        () => 'ready' as const,
        () => 'down' as const,
      );
    },
    ready: (ms) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        redis.once('ready', done);
      }),
    async close() {
      await signals.close();
      redis.disconnect();
    },
  };
}
