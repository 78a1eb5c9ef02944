import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Sql } from '@site/shared-contracts/platform';
import { healthResponseSchema, remoteNames, remotesResponseSchema } from '@site/shared-contracts/platform';
import { manifestUrlOf, type Registry } from '../store/registry';
import { databaseResponds } from './load-shedding';

/** GET /api/health and GET /api/remotes. */
export function registerPlatformRoutes(app: FastifyInstance, db: Sql, registry: Registry): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      // Answers within a second whatever the database does: a hung one is reported, never waited for.
      const ok = await databaseResponds(db);
      if (!ok) request.log.error('health: the database did not answer');
      const active = ok ? await registry.activeVersions() : new Map<string, string>();
      const remotes = remoteNames.map((name) => ({ name, activeVersion: active.get(name) ?? null }));
      const healthy = ok && remotes.every((r) => r.activeVersion !== null);
      reply.header('cache-control', 'no-store').status(ok ? 200 : 503);
      return {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: { ok, driver: db.driver },
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
