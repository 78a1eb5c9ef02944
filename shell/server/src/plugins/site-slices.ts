import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '@site/shared-contracts/platform';
import { createAccountSections } from '../platform/account-sections';
import { createAjaxRegistry, registerAjaxEndpoint } from '../platform/ajax-endpoint';
import { renderHomePage } from '../platform/home-page';

/** The home page the slices fill, the one AJAX endpoint, and each team's slice in its own context. */
async function siteSlices(app: FastifyInstance): Promise<void> {
  const { config, db, site, slices } = app.siteCore;
  const { renderPage, contentVersion } = app;
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
      // The value this slice's own schema parsed, and what its services made (see SlicePlugin for the `never`).
      settings: config.sliceSettings.get(slice.name) as never,
      services: slice.started as never,
      renderPage,
      requestContext: (request) => request.siteContext,
      accountSections,
      rateLimits: app.scale.rateLimits,
      ajax: ajax.forSlice(slice.name),
      sendMail,
    });
  }
}

export const siteSlicesPlugin = fp(siteSlices, {
  name: 'site-slices',
  dependencies: ['site-core', 'site-scale', 'site-page-cache', 'site-pages'],
});
