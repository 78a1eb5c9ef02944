import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openScaleServices, type ScaleServices } from '../scale/scale-services';
import { onVersionsChanged, versionsChangedElsewhere } from '../store/version-signal';

const REDIS_START_WAIT_MS = 2_000;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    scale: ScaleServices;
  }
}

/** Redis-backed rate limits and cross-process signals (tests hand their own, e.g. a Redis behind a proxy they cut). */
async function siteScale(app: FastifyInstance, options: { scale?: ScaleServices }): Promise<void> {
  const { config, db } = app.siteCore;
  const scale = options.scale ?? openScaleServices(config);
  if (!options.scale) app.addHook('onClose', async () => scale.close());
  // A worker that starts (or restarts) counts logins in Redis from its first request, not after a
  // moment of 503s while it connects; if Redis is away it starts anyway, after 2 s, and serves pages.
  await scale.ready(REDIS_START_WAIT_MS);
  // A switch of the live remote versions made here is news for every other process, and theirs for this one.
  onVersionsChanged(db, (origin) => {
    if (origin === 'here') void scale.signals.publish('versions');
  });
  scale.signals.on('versions', () => versionsChangedElsewhere(db));
  app.decorate('scale', scale);
}

export const siteScalePlugin = fp(siteScale, { name: 'site-scale', dependencies: ['site-core'] });
