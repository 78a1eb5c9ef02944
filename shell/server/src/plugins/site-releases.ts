import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createReleaseService, type ReleaseService } from '../releases/release-service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    releases: ReleaseService;
  }
}

/** The remote registry, canaries, QA overrides and the snapshot every page inlines. */
async function siteReleases(app: FastifyInstance): Promise<void> {
  const { config, db, secret, loopbackDev } = app.siteCore;
  app.decorate(
    'releases',
    createReleaseService({
      db,
      storeDir: config.remoteStoreDir,
      secret,
      siteUrl: config.siteUrl,
      allowedOrigins: config.remoteOrigins,
      loopbackDev,
    }),
  );
}

export const siteReleasesPlugin = fp(siteReleases, { name: 'site-releases', dependencies: ['site-core'] });
