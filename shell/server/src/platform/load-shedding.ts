import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sql } from '@site/shared-contracts/platform';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';
import { wantsHtml } from './errors';
import { fallbackPage, UNAVAILABLE_MESSAGE, UNAVAILABLE_TITLE } from './unavailable-page';

/** A database that does not answer `SELECT 1` within this long is taken as down. */
export const DB_CHECK_TIMEOUT_MS = 500;

/** Whether the database answers within DB_CHECK_TIMEOUT_MS (never throws, never waits longer). */
export async function databaseResponds(db: Sql, timeoutMs = DB_CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Requests that never need the database: they keep working while it is away. */
const NEEDS_NO_DATABASE = /^\/(api\/health|assets\/|remotes\/|favicon\.ico)/;

/** A shed request's answer (status and headers set on the reply): a short page, or the stable JSON error. */
export function unavailableBody(request: FastifyRequest, reply: FastifyReply, siteName: string): string | object {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (!wantsHtml(request)) return { error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } };
  reply.type('text/html; charset=utf-8');
  return fallbackPage(siteName, UNAVAILABLE_TITLE, UNAVAILABLE_MESSAGE);
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * The plugin sends what a pressure handler returns and lets the request through when it returns
 * nothing (its typings only admit the latter, hence the cast).
 */
function shed(siteName: string): PressureHandler {
  // One warning a second at most, saying why (an operator, and the cluster bench, can tell a lagging event
  // loop from a database that missed its checks).
  let warnedAt = 0;
  const handler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    if (NEEDS_NO_DATABASE.test(request.url)) return undefined;
    if (Date.now() - warnedAt >= 1000) {
      warnedAt = Date.now();
      request.log.warn({ pressure: type, value }, 'shedding load');
    }
    return unavailableBody(request, reply, siteName);
  };
  return handler as unknown as PressureHandler;
}

/**
 * Load shedding with @fastify/under-pressure: when the event loop lags by a second, or the database has
 * missed two health checks in a row (run every second, so recovery is seen within two), requests are
 * answered at once with 503 and Retry-After instead of queueing behind a dead dependency. Health, assets
 * and remote files still answer.
 */
export async function registerLoadShedding(app: FastifyInstance, options: { db: Sql; siteName: string }) {
  // Two missed checks in a row, not one: a busy machine can miss one, and requests of their own still
  // fail fast on the pool's time-outs meanwhile.
  let missed = 0;
  const healthy = async () => {
    missed = (await databaseResponds(options.db)) ? 0 : missed + 1;
    return missed < 2;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    healthCheck: healthy,
    healthCheckInterval: 1000,
    pressureHandler: shed(options.siteName),
  });
}
