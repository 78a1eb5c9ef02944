import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Sql } from '@site/shared-contracts/platform';
import { healthResponseSchema, remoteNames, remotesResponseSchema } from '@site/shared-contracts/platform';
import type { RedisState } from '../scale/scale-services';
import { manifestUrlOf, type Registry } from '../store/registry';
import { databaseResponds } from './load-shedding';

/**
 * GET /api/health and GET /api/remotes. Health is what a load balancer asks: 503 only when this process
 * cannot serve pages (the database does not answer). Redis away is `degraded` with 200: every process
 * shares the one Redis, so taking them all out of rotation for it would stop a site that still serves.
 */
export function registerPlatformRoutes(
  app: FastifyInstance,
  db: Sql,
  registry: Registry,
  options: { redisState: () => Promise<RedisState> },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      // Answers within a second whatever the database does: a hung one is reported, never waited for.
      const [ok, redisState] = await Promise.all([databaseResponds(db), options.redisState()]);
      if (!ok) request.log.error('health: the database did not answer');
      const active = ok ? await registry.activeVersions() : new Map<string, string>();
      const remotes = remoteNames.map((name) => ({ name, activeVersion: active.get(name) ?? null }));
      const redis = { state: redisState };
      if (redis.state === 'down') request.log.warn('health: Redis does not answer');
      const healthy = ok && redis.state !== 'down' && remotes.every((r) => r.activeVersion !== null);
      reply.header('cache-control', 'no-store').status(ok ? 200 : 503);
      return {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: { ok, driver: db.driver },
        redis,
        remotes,
      };
    },
  );

  typed.get('/api/remotes', { schema: { response: { 200: remotesResponseSchema } } }, async (_request, reply) => {
    const active = await registry.activeVersions();
    const remotes = await Promise.all(
      remoteNames.map(async (name) => {
        const version = active.get(name) ?? null;
        return {
          name,
          activeVersion: version,
          manifestUrl: version ? manifestUrlOf(name, version) : null,
          versions: (await registry.versions(name)).map((v) => v.version),
        };
      }),
    );
    reply.header('cache-control', 'no-store');
    return { remotes };
  });
}
