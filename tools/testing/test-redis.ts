import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { redisAnswers } from '../../shell/server/src/scale/redis-connection';
import { TEST_SECRET } from './test-app';

/** The Redis the suites share (127.0.0.1:6379 unless SITE_TEST_REDIS_PORT says otherwise). */
export const TEST_REDIS = { host: '127.0.0.1', port: Number(process.env.SITE_TEST_REDIS_PORT ?? 6379) };

/**
 * The settings that put an app on the shared Redis, under a prefix of its own so concurrent runs never
 * count each other's attempts; apps given the same settings share counters and signals. Null (and a line
 * saying what is skipped) when no Redis answers here.
 */
export async function sharedRedisEnv(skipping: string): Promise<Record<string, string> | null> {
  if (!(await redisAnswers(TEST_REDIS.host, TEST_REDIS.port))) {
    console.warn(`[redis] ${skipping} skipped: Redis (${TEST_REDIS.host}:${TEST_REDIS.port}) is not reachable`);
    return null;
  }
  return {
    REDIS_URL: `redis://${TEST_REDIS.host}:${TEST_REDIS.port}/5`,
    REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    SESSION_SECRET: TEST_SECRET,
  };
}

/** Settings for a Redis that never answers (nothing listens on port 1): what a process sees while it is away. */
export const UNREACHABLE_REDIS_ENV = { REDIS_URL: 'redis://127.0.0.1:1/0', SESSION_SECRET: TEST_SECRET };

/**
 * Wait (up to 15 s) until the app's own /api/health says its Redis connection is ready: the client
 * connects in the background, and a suite that starts counting before then is counting in no store.
 */
export async function untilRedisReady(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const health = await app.inject({ url: '/api/health' });
    const state: unknown = health.json<{ redis?: { state?: unknown } }>().redis?.state;
    if (state === 'ready') return;
    if (Date.now() > deadline) throw new Error(`Redis is still '${String(state)}' for the app after 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
