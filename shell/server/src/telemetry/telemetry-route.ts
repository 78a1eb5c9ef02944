import type { FastifyInstance } from 'fastify';
import { TELEMETRY_PATH, telemetryBatchSchema } from '@site/shared-contracts/platform';
import { HttpError } from '../platform/errors';
import type { FailureStore } from './failure-store';
import { createRateLimiter } from './rate-limiter';

export type TelemetryLimits = { perVisitor: number; perIp: number; windowMs: number };
export const DEFAULT_TELEMETRY_LIMITS: TelemetryLimits = { perVisitor: 20, perIp: 120, windowMs: 60_000 };

/**
 * POST /api/telemetry: browsers report remote load failures and island crashes. CSRF-checked like every
 * state change (the shell sends `x-csrf-token`), validated by the shared schema, limited per visitor and
 * per address, answered 204.
 */
export function registerTelemetryRoute(
  app: FastifyInstance,
  store: FailureStore,
  limits: TelemetryLimits = DEFAULT_TELEMETRY_LIMITS,
): void {
  const byVisitor = createRateLimiter({ limit: limits.perVisitor, windowMs: limits.windowMs });
  const byIp = createRateLimiter({ limit: limits.perIp, windowMs: limits.windowMs });
  app.post(TELEMETRY_PATH, { bodyLimit: 16 * 1024, config: { keepsPageCache: true } }, async (request, reply) => {
    const wait = byVisitor.hit(request.visitorId) ?? byIp.hit(request.ip);
    if (wait !== null) {
      reply.header('retry-after', String(wait));
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
