import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { html } from '@site/platform-kit/html';
import { registerErrorHandlers } from '../platform/errors';
import { createPageRenderer } from '../platform/page-renderer';
import { registerStaticAssets } from '../platform/static-assets';
import { bundleStylesheets } from '../platform/stylesheet-bundle';
import { fallbackPage, UNAVAILABLE_TITLE } from '../platform/unavailable-page';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    renderPage: ReturnType<typeof createPageRenderer>;
  }
}

const SHELL_ROOT = path.resolve(__dirname, '../../..');

/** The layout every page is wrapped in, the site's one stylesheet, the error pages and the static files. */
async function sitePages(app: FastifyInstance): Promise<void> {
  const { config, db, site, slices, secret, loopbackDev } = app.siteCore;
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
    snapshots: app.releases.snapshots,
    secret,
    allowedOrigins: config.remoteOrigins,
    loopbackDev,
  });
  app.decorate('renderPage', renderPage);
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
}

export const sitePagesPlugin = fp(sitePages, { name: 'site-pages', dependencies: ['site-core', 'site-releases'] });
