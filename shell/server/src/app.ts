import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Sql, VisitorState } from '@site/shared-contracts';
import { escapeHtml } from '@site/shared-contracts';
import type { ServerConfig } from './config/env';
import { buildSiteConfig } from './config/site-config';
import { registerErrorHandlers } from './platform/errors';
import { renderHomePage } from './platform/home-page';
import { createPageRenderer } from './platform/page-renderer';
import { registerPlatformRoutes } from './platform/platform-routes';
import { registerRequestContext } from './platform/request-context';
import { registerSecurityHeaders } from './platform/security-headers';
import type { Slice } from './platform/slice-types';
import { registerStaticAssets } from './platform/static-assets';
import { createRegistry } from './store/registry';

export const SHELL_ROOT = path.resolve(__dirname, '../..');

export type AppOptions = {
  config: ServerConfig;
  db: Sql;
  slices: readonly Slice[];
  secret: string;
  logger?: FastifyServerOptions['logger'];
};

/** Compose the site: platform plugins at the root, then each team's slice in its own context. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, slices } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: false,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const site = buildSiteConfig(config);
  const registry = createRegistry(db);
  const https = config.siteUrl.startsWith('https://');

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, { https });
  const authSlice = slices.find((s) => s.resolveVisitor);
  registerRequestContext(app, {
    secret: options.secret,
    siteOrigin: new URL(config.siteUrl).origin,
    secureCookies: https,
    resolveVisitor: async (request): Promise<VisitorState> =>
      authSlice?.resolveVisitor ? authSlice.resolveVisitor(db, request.cookies) : { loggedIn: false },
  });
  const renderPage = createPageRenderer({ db, site, slices, registry });
  registerErrorHandlers(app, async (request, _reply, body) => {
    // Errors can happen before the request context exists (e.g. a bad cookie or body).
    request.siteContext ??= { visitorId: request.visitorId, visitor: { loggedIn: false }, csrfToken: '' };
    const main = `<section class="site-error"><h1>${body.statusCode === 404 ? 'Page not found' : 'Something went wrong'}</h1><p>${escapeHtml(body.message)}</p><p><a href="/">Back to the home page</a></p></section>`;
    return renderPage(request, { title: body.statusCode === 404 ? 'Page not found' : 'Error', main });
  });

  await registerStaticAssets(app, {
    shellDist: path.join(SHELL_ROOT, 'dist'),
    publicDir: path.join(SHELL_ROOT, 'server/public'),
    storeDir: config.remoteStoreDir,
    stylesheets: slices.flatMap((s) => (s.stylesheet ? [{ name: s.name, file: s.stylesheet }] : [])),
  });
  registerPlatformRoutes(app, db, registry);
  // Browsers ask for /favicon.ico whatever the page says.
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/assets/favicon.svg', 301));
  app.get('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await renderHomePage(request, { db, site, slices, renderPage })),
  );

  for (const slice of slices) {
    await app.register(slice.plugin, { db, site, renderPage, requestContext: (request) => request.siteContext });
  }
  return app;
}
