import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiter, RateLimits } from '@site/shared-contracts/platform';
import { TELEMETRY_PATH, telemetryBatchSchema } from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import type { FailureStore } from './failure-store';

export type TelemetryLimits = { perVisitor: number; perIp: number; windowMs: number };
export const DEFAULT_TELEMETRY_LIMITS: TelemetryLimits = { perVisitor: 20, perIp: 120, windowMs: 60_000 };

const BODY_LIMIT = 16 * 1024;

/**
 * A page going away sends its reports with `navigator.sendBeacon`: a text/plain JSON body carrying the
 * CSRF token as `_csrf`, since a beacon cannot set headers. Parsed as JSON here (this route only), so the
 * platform's CSRF check finds the token in the body as it does for forms; Fetch Metadata and Origin are
 * checked first as for every post. A cross-site text/plain post cannot know the visitor's token.
 */
function parseBeaconJson(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new HttpError(400, 'INVALID_JSON', 'The body is not JSON'));
  }
}

/**
 * POST /api/telemetry: browsers report remote load failures and island crashes. CSRF-checked like every
 * state change (the shell sends `x-csrf-token`, or `_csrf` in a beacon's body), validated by the shared
 * schema, limited per visitor and per address, answered 204.
 */
export function registerTelemetryRoute(
  app: FastifyInstance,
  store: FailureStore,
  rateLimits: RateLimits,
  limits: TelemetryLimits = DEFAULT_TELEMETRY_LIMITS,
): void {
  // Shared by every process with Redis; while Redis is away reports are let through (they are not secret).
  const rule = { windowMs: limits.windowMs, whenStoreDown: 'allow' } as const;
  const byVisitor = rateLimits.limiter({ name: 'telemetry-visitor', max: limits.perVisitor, ...rule });
  const byIp = rateLimits.limiter({ name: 'telemetry-ip', max: limits.perIp, ...rule });
  // An encapsulated scope: the text/plain parser applies to this route only; the root hooks still run.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BODY_LIMIT }, parseBeaconJson);
    registerRoute(scope, store, byVisitor, byIp);
  });
}

function registerRoute(app: FastifyInstance, store: FailureStore, byVisitor: RateLimiter, byIp: RateLimiter): void {
  app.post(TELEMETRY_PATH, { bodyLimit: BODY_LIMIT, config: { keepsPageCache: true } }, async (request, reply) => {
    let decision = await byVisitor.take(request.visitorId);
    if (decision.ok) decision = await byIp.take(request.ip);
    if (!decision.ok) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'RATE_LIMITED', 'Too many reports; try again later');
    }
    const batch = telemetryBatchSchema.safeParse(request.body);
    if (!batch.success) {
      const issue = batch.error.issues[0];
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid report'}`,
      );
    }
    await store.record(batch.data.reports);
    return reply.header('cache-control', 'no-store').status(204).send();
  });
}
