import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, refusedByRateLimit } from '@site/platform-kit/http';
import type { RateLimits } from '@site/shared-contracts/platform';
import type { SearchSettings } from '../settings';
import { watchEventLoop } from './loop-watch';

const WINDOW_MS = 10_000;
/** A refused search may try again this soon: running searches take milliseconds. */
const BUSY_RETRY_SECONDS = 1;
const TOO_MANY = {
  message: (seconds: number) => `Too many searches from your address. Please wait ${seconds} seconds.`,
  code: 'SEARCH_RATE_LIMITED',
};

/**
 * Keeps search from starving the rest of the site (issue 11: one client flooding misspelled terms pushed
 * the health check from 3.8 ms to 278 ms). Every route of this slice (the API, the panel, the results
 * page) passes two checks before it runs:
 * - a per-address budget (the platform's rate limits, a fixed 10 s window): 429 with Retry-After. With
 *   REDIS_URL the budget is one for the whole site, however many processes the searches reach; while
 *   Redis is away searches are let through (page traffic, not a secret) and the two checks below still hold;
 * - load shedding: when `maxConcurrent` searches are running (PostgreSQL: queries overlap), or the event
 *   loop is backed up (PGlite: every query runs on the loop, so searches never overlap and only the
 *   loop shows the queue), the next is answered 503 with Retry-After at once instead of queueing.
 * Registered in the slice's own context, so no other slice's route is touched.
 */
export async function registerSearchGuard(
  app: FastifyInstance,
  settings: SearchSettings,
  rateLimits: RateLimits,
  loopBusy: () => boolean = defaultLoopWatch(app, settings),
): Promise<void> {
  if (settings.requestsPer10s !== null) {
    const byAddress = rateLimits.limiter({
      name: 'search-ip',
      max: settings.requestsPer10s,
      windowMs: WINDOW_MS,
      whenStoreDown: 'allow',
    });
    app.addHook('onRequest', async (request) => {
      const decision = await byAddress.take(request.ip);
      if (!decision.ok) throw refusedByRateLimit(decision, TOO_MANY);
    });
  }
  let running = 0;
  const holding = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    if (running >= settings.maxConcurrent || loopBusy()) {
      throw new HttpError(503, 'SEARCH_BUSY', 'Search is busy right now. Please try again in a moment.', {
        'retry-after': String(BUSY_RETRY_SECONDS),
        'cache-control': 'no-store',
      });
    }
    running++;
    holding.add(request);
  });
  // Released once per request, when its answer has gone or its client has left.
  const release = async (request: FastifyRequest) => {
    if (holding.delete(request)) running--;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

function defaultLoopWatch(app: FastifyInstance, settings: SearchSettings): () => boolean {
  if (settings.shedLagMs === null) return () => false;
  const watch = watchEventLoop(settings.shedLagMs);
  app.addHook('onClose', async () => watch.stop());
  return watch.busy;
}
