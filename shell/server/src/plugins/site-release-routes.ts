import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from '../admin/admin-routes';
import { registerPlatformRoutes } from '../platform/platform-routes';
import { registerDevOverrideRoute } from '../releases/dev-override-route';
import { registerPublishRoute } from '../releases/publish-route';
import { registerQaOverrideRoutes } from '../releases/qa-override-routes';
import { createFailureStore } from '../telemetry/failure-store';
import { registerTelemetryRoute, type TelemetryLimits } from '../telemetry/telemetry-route';

/** Health and the registry's API, publishing, QA and dev overrides, the islands' telemetry, the release admin. */
async function siteReleaseRoutes(app: FastifyInstance, options: { telemetryLimits?: TelemetryLimits }): Promise<void> {
  const { config, db, secret, https, siteOrigin, loopbackDev } = app.siteCore;
  const { releases, scale, renderPage } = app;
  registerPlatformRoutes(app, db, releases.registry, { redisState: () => scale.redisState() });
  registerPublishRoute(app, releases, scale.rateLimits);
  registerDevOverrideRoute(app, releases, scale.rateLimits, {
    siteOrigin,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
  });
  registerQaOverrideRoutes(app, {
    secret,
    secureCookies: https,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
    renderPage,
  });
  const failures = createFailureStore(db);
  registerTelemetryRoute(app, failures, scale.rateLimits, options.telemetryLimits);
  registerAdminRoutes(app, { service: releases, failures, renderPage });
}

export const siteReleaseRoutesPlugin = fp(siteReleaseRoutes, {
  name: 'site-release-routes',
  dependencies: ['site-core', 'site-scale', 'site-releases', 'site-pages'],
});
