import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { html } from '@site/platform-kit/html';
import type { MailMessage, Sql, VisitorState } from '@site/shared-contracts/platform';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config/env';
import { buildSiteConfig } from './config/site-config';
import { fastifyTrustProxy } from './config/trust-proxy';
import { createCacheFront, type CacheFront } from './page-cache/cache-front';
import { frontedServer } from './page-cache/fronted-server';
import { createContentVersion } from './page-cache/content-version';
import { registerCookieCacheGuard } from './page-cache/cookie-cache-guard';
import { keyPrefix, registerPageCache } from './page-cache/page-cache';
import { createPageStore } from './page-cache/page-store';
import { registerDrain } from './platform/drain';
import { registerErrorHandlers } from './platform/errors';
import { allowedHosts, registerHostCheck } from './platform/host-check';
import { registerLoadShedding } from './platform/load-shedding';
import { fallbackPage, UNAVAILABLE_TITLE } from './platform/unavailable-page';
import { createAccountSections } from './platform/account-sections';
import { renderHomePage } from './platform/home-page';
import { createPageRenderer } from './platform/page-renderer';
import { registerPlatformRoutes } from './platform/platform-routes';
import { registerRequestContext } from './platform/request-context';
import { registerSecurityHeaders } from './platform/security-headers';
import type { RunningSlice, Slice } from './platform/slice-types';
import { registerStaticAssets } from './platform/static-assets';
import { bundleStylesheets } from './platform/stylesheet-bundle';
import { registerAdminRoutes } from './admin/admin-routes';
import { createAjaxRegistry, registerAjaxEndpoint } from './platform/ajax-endpoint';
import { startSlices } from './platform/start-slices';
import { loopbackSite } from './releases/dev-origins';
import { registerDevOverrideRoute } from './releases/dev-override-route';
import { registerPublishRoute } from './releases/publish-route';
import { devSourcesOf } from './releases/qa-override-cookie';
import { registerQaOverrideRoutes } from './releases/qa-override-routes';
import { createReleaseService } from './releases/release-service';
import { QA_OVERRIDE_COOKIE } from './releases/qa-override-token';
import { openScaleServices, type ScaleServices } from './scale/scale-services';
import { onVersionsChanged, versionsChangedElsewhere } from './store/version-signal';
import { createFailureStore } from './telemetry/failure-store';
import { registerTelemetryRoute, type TelemetryLimits } from './telemetry/telemetry-route';

const BAD_URL_BODY = JSON.stringify({ error: { code: 'BAD_URL', message: 'That address is not a valid URL.' } });

// Fastify's reply is typed per route here and no route matched, so the answer goes out on the raw socket.
function sendBadUrl(raw: ServerResponse): void {
  raw.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  raw.end(BAD_URL_BODY);
}

export const SHELL_ROOT = path.resolve(__dirname, '../..');

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

const REDIS_START_WAIT_MS = 2_000;

/** Compose the site: platform plugins at the root, then each team's slice in its own context. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  let front: CacheFront | null = null;
  const app = Fastify({
    // Cache hits the front can prove at once never reach Fastify (page-cache/cache-front.ts).
    serverFactory: frontedServer(() => front),
    logger: options.logger ?? { level: config.logLevel },
    // Behind nginx, the proxies TRUST_PROXY names say who the client is (per-address rate limits).
    trustProxy: fastifyTrustProxy(config.trustProxy),
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
  const site = buildSiteConfig(config);
  const unparsed = options.slices.filter((slice) => slice.settings && !config.sliceSettings.has(slice.name));
  if (unparsed.length > 0) {
    throw new Error(`config has no settings for ${unparsed.map((s) => s.name).join(', ')}: parseConfig(env, slices)`);
  }
  const slices = await startSlices(options.slices, {
    db,
    site,
    settingsOf: (name) => config.sliceSettings.get(name),
  });
  options.onSlicesStarted?.(slices);
  const https = config.siteUrl.startsWith('https://');
  const siteOrigin = new URL(config.siteUrl).origin;
  // A site on loopback lets a QA override load a dev build from any loopback origin (releases/dev-origins.ts).
  const loopbackDev = loopbackSite(config);
  const releases = createReleaseService({
    db,
    storeDir: config.remoteStoreDir,
    secret: options.secret,
    siteUrl: config.siteUrl,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
  });
  const registry = releases.registry;
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

  // Route schemas are the zod contracts: one schema validates the input, types the handler and
  // serialises the answer (fastify-type-provider-zod); a failed validation is a 400 VALIDATION_FAILED.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // HTML and JSON leave compressed (brotli at the plugin's level 4, about gzip's cost per request);
  // files that never change are compressed once, at the highest level, when they are published.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  registerHostCheck(app, allowedHosts(config.siteUrl, config.loopbackOnly));
  registerDrain(app, () => front?.close());
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, {
    https,
    remoteOrigins: config.remoteOrigins.filter((o) => o !== siteOrigin),
    devSources: (request) => devSourcesOf(request, options.secret, config.remoteOrigins, loopbackDev),
  });
  const authSlice = slices.find((s) => s.resolveVisitor);
  registerRequestContext(app, {
    secret: options.secret,
    siteOrigin,
    secureCookies: https,
    resolveVisitor: async (request): Promise<VisitorState> =>
      authSlice?.resolveVisitor ? authSlice.resolveVisitor(db, request.cookies) : { loggedIn: false },
  });
  const pages = createPageStore();
  const privateCookies = [QA_OVERRIDE_COOKIE, ...slices.flatMap((s) => s.privateCookies ?? [])];
  const contentVersion = createContentVersion(db, slices, scale.signals);
  app.addHook('onClose', async () => contentVersion.close());
  registerPageCache(app, {
    enabled: config.pageCache,
    store: pages,
    snapshots: releases.snapshots,
    privateCookies,
    contentVersion,
    secureCookies: https,
  });
  if (config.pageCache) {
    const hosts = allowedHosts(config.siteUrl, config.loopbackOnly);
    // The same string while its parts stay, so the front can tell in one comparison that its keys still hold.
    let last = { versions: '', content: '', prefix: '' };
    const peekKeyPrefix = () => {
      const versions = releases.snapshots.peekVersionsKey();
      const content = versions === null ? null : contentVersion.peek();
      if (content === null || versions === null) return null;
      if (versions !== last.versions || content !== last.content)
        last = { versions, content, prefix: keyPrefix(versions, content) };
      return last.prefix;
    };
    const parseCookies = (header: string) => app.parseCookie(header);
    // Closed by the drain (registerDrain above) before its grace, so hits during a drain go through Fastify.
    const settleKeyPrefix = () => Promise.all([releases.snapshots.settle(), contentVersion.current()]);
    front = createCacheFront({ store: pages, hosts, privateCookies, parseCookies, peekKeyPrefix, settleKeyPrefix });
  }
  registerCookieCacheGuard(app);
  // After the page cache: a cached page needs no database, so it is served even while this sheds load.
  await registerLoadShedding(app, { db, siteName: site.siteName });
  const publicDir = path.join(SHELL_ROOT, 'server/public');
  const stylesheet = bundleStylesheets([
    require.resolve('@site/platform-kit/tokens.css'),
    path.join(publicDir, 'site.css'),
    path.join(publicDir, 'menus.css'),
    ...slices.flatMap((s) => s.stylesheet ?? []),
  ]);
  const renderPage = createPageRenderer({
    db,
    stylesheet: stylesheet.href,
    layout: config.layout,
    site,
    slices,
    snapshots: releases.snapshots,
    secret: options.secret,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
  });
  registerErrorHandlers(app, async (request, _reply, body) => {
    const title = body.statusCode === 404 ? 'Page not found' : 'Something went wrong';
    // The database being away is why this page exists: the layout would need it too.
    if (body.statusCode === 503) return fallbackPage(site.siteName, UNAVAILABLE_TITLE, body.message);
    // Errors can happen before the request context exists (e.g. a bad cookie or body).
    request.siteContext ??= { visitorId: request.visitorId, visitor: { loggedIn: false }, csrfToken: '' };
    const main = html`<section class="site-error"><h1>${title}</h1><p>${body.message}</p><p><a href="/">Back to the home page</a></p></section>`;
    try {
      return await renderPage(request, { title: body.statusCode === 404 ? title : 'Error', main: String(main) });
    } catch (error) {
      request.log.error({ err: error }, 'the error page could not be laid out');
      return fallbackPage(site.siteName, title, body.message);
    }
  });

  await registerStaticAssets(app, {
    shellDist: path.join(SHELL_ROOT, 'dist'),
    publicDir,
    storeDir: config.remoteStoreDir,
    db,
    stylesheet,
  });
  registerPlatformRoutes(app, db, registry, { redisState: () => scale.redisState() });
  registerPublishRoute(app, releases, scale.rateLimits);
  registerDevOverrideRoute(app, releases, scale.rateLimits, {
    siteOrigin,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
  });
  registerQaOverrideRoutes(app, {
    secret: options.secret,
    secureCookies: https,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
    renderPage,
  });
  const failures = createFailureStore(db);
  registerTelemetryRoute(app, failures, scale.rateLimits, options.telemetryLimits);
  registerAdminRoutes(app, { service: releases, failures, renderPage });
  // Browsers ask for /favicon.ico whatever the page says.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/assets/favicon.svg', 301));
  app.get('/', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(await renderHomePage(request, { db, site, slices, renderPage, content: () => contentVersion.current() })),
  );

  const runtime = { env: config.env, dataDir: config.dataDir, loopbackOnly: config.loopbackOnly };
  const accountSections = createAccountSections({ db, site, slices });
  const ajax = createAjaxRegistry();
  registerAjaxEndpoint(app, site.ajaxUrl, ajax);
  const mailSlice = slices.find((slice) => slice.deliverMail);
  // The one mailer is mf-auth's (its SMTP settings and development outbox); other slices queue their own mail.
  const sendMail = async (message: MailMessage): Promise<void> => {
    if (!mailSlice?.deliverMail) throw new Error('no slice delivers mail (mf-auth is not composed)');
    await mailSlice.deliverMail(db, config.sliceSettings.get(mailSlice.name), site, message);
  };
  for (const slice of slices) {
    await app.register(slice.plugin, {
      db,
      site,
      runtime,
      // The value this slice's own schema parsed at start (see SlicePlugin for why it is typed `never`).
      settings: config.sliceSettings.get(slice.name) as never,
      services: slice.started as never,
      renderPage,
      requestContext: (request) => request.siteContext,
      accountSections,
      rateLimits: scale.rateLimits,
      ajax: ajax.forSlice(slice.name),
      sendMail,
    });
  }
  return app;
}
