import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Sql } from '@site/shared-contracts/platform';
import type { ServerConfig } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import { frontedServer } from './page-cache/fronted-server';
import type { RunningSlice, Slice } from './platform/slice-types';
import { siteCorePlugin, type SiteCore } from './plugins/site-core';
import { siteHttpPlugin } from './plugins/site-http';
import { sitePageCachePlugin } from './plugins/site-page-cache';
import { sitePagesPlugin } from './plugins/site-pages';
import { siteReleaseRoutesPlugin } from './plugins/site-release-routes';
import { siteReleasesPlugin } from './plugins/site-releases';
import { siteScalePlugin } from './plugins/site-scale';
import { siteSlicesPlugin } from './plugins/site-slices';
import type { ScaleServices } from './scale/scale-services';
import type { TelemetryLimits } from './telemetry/telemetry-route';

const BAD_URL_BODY = JSON.stringify({ error: { code: 'BAD_URL', message: 'That address is not a valid URL.' } });

// Fastify's reply is typed per route here and no route matched, so the answer goes out on the raw socket.
function sendBadUrl(raw: ServerResponse): void {
  raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  raw.end(BAD_URL_BODY);
}

export type AppOptions = {
  config: ServerConfig;
  db: Sql;
  slices: readonly Slice[];
  secret: string;
  logger?: FastifyServerOptions['logger'];
  /** Tests lower the telemetry rate limits to reach them quickly. */
  telemetryLimits?: TelemetryLimits;
  /** Tests that visit every route (the hostile-input corpus) hear each one as it is registered. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Tests read a slice's content token through what its services made (tools/testing/test-app.ts). */
  onSlicesStarted?: (slices: readonly RunningSlice[]) => void;
  /** Tests hand their own (a Redis behind a proxy they cut); else opened from REDIS_URL and closed with the app. */
  scale?: ScaleServices;
};

/**
 * Compose the site: the platform's plugins (plugins/, each named, with the ones it needs declared), then each
 * team's slice in its own context. The order is the one requests meet them in.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const front: SiteCore['front'] = { current: null };
  const app = Fastify({
    // Cache hits the front can prove at once never reach Fastify (page-cache/cache-front.ts).
    serverFactory: frontedServer(() => front.current),
    logger: options.logger ?? { level: options.config.logLevel },
    // Behind nginx, the proxies TRUST_PROXY names say who the client is (per-address rate limits).
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    // Draining (platform/drain.ts): requests on open sockets are still served while the server closes,
    // each answer closing its connection; idle sockets are closed after a grace, not at once.
    return503OnClosing: false,
    forceCloseConnections: false,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL Fastify cannot even route (malformed percent-encoding) gets the same error shape as the rest.
    frameworkErrors: (_error, _request, reply) => sendBadUrl(reply.raw),
  });
  const observe = options.onRoute;
  if (observe) app.addHook('onRoute', (route) => observe({ method: route.method, url: route.url }));
  const { config, db, slices, secret, onSlicesStarted } = options;
  await app.register(siteCorePlugin, {
    config,
    db,
    slices,
    secret,
    front,
    ...(onSlicesStarted ? { onSlicesStarted } : {}),
  });
  await app.register(siteScalePlugin, options.scale ? { scale: options.scale } : {});
  await app.register(siteReleasesPlugin);
  await app.register(siteHttpPlugin);
  await app.register(sitePageCachePlugin);
  await app.register(sitePagesPlugin);
  await app.register(
    siteReleaseRoutesPlugin,
    options.telemetryLimits ? { telemetryLimits: options.telemetryLimits } : {},
  );
  await app.register(siteSlicesPlugin);
  return app;
}
