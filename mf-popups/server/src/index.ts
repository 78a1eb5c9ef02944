import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer, Sql } from '@site/shared-contracts/platform';
import { registerAdminRoutes } from './builder/admin-routes';
import { registerBuilderRoutes } from './builder/builder-routes';
import { demoPopups } from './builder/demo-popups';
import { scheduleSignature } from './builder/prefilter';
import { insertDemoPopups } from './data/builder-popups';
import { newsletterFooter, registerNewsletter } from './newsletter/newsletter-plugin';
import { newsletterRetryCommand } from './newsletter/retry-command';
import { popupsSettingsSchema, type PopupsSettings } from './newsletter/settings';
import { registerPopupRoutes } from './routes/popup-routes';
import { insertSecondLayerDemo } from './second-layer/data';
import { secondLayerDemoPopups } from './second-layer/demo-popups';
import { registerSecondLayerRoutes } from './second-layer/routes';
import { popupsFragments } from './views/fragments';
import { services, type PopupsServices } from './services';

export type PopupsPlugin = FastifyPluginAsync<
  SliceContext<FastifyRequest, PopupsSettings, FastifyReply, PopupsServices>
>;

const plugin: PopupsPlugin = async (app, ctx) => {
  registerPopupRoutes(app, ctx);
  registerBuilderRoutes(app, ctx);
  registerAdminRoutes(app, ctx, ctx.services.builder);
  registerSecondLayerRoutes(app, ctx);
  await registerNewsletter(app, ctx);
};

/**
 * The page cache's token for this slice: the builder table's version, plus which scheduled popups the clock lets
 * through now, so a schedule boundary renews every cached page (the pre-filter's only dependence on time).
 */
async function contentVersion(db: Sql, { builder, secondLayer }: PopupsServices): Promise<string> {
  const [token, layer] = await Promise.all([builder.sync(db), secondLayer.sync(db)]);
  return `${token}:${scheduleSignature(builder.popups(), new Date(), builder.timeZone)}:${layer}`;
}

/** The generic popups of spec 2.5 (no-JS page, modal content API) and the popup host in every page's overlays. */
export const popupsSlice: SliceServer<PopupsPlugin, PopupsSettings, PopupsServices> = {
  name: 'mf-popups',
  schema: 'popups',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  services,
  stylesheet: [path.resolve(__dirname, '../public/popups.css'), path.resolve(__dirname, '../public/newsletter.css')],
  settings: popupsSettingsSchema,
  fragments: { ...popupsFragments, footer: newsletterFooter },
  contentVersion,
  // The site's own demo popups are enabled only where POPUPS_SITE_DEMO is on (npm start's demo).
  seed: async (db, _options, _progress, settings) => {
    await insertDemoPopups(db, demoPopups(settings?.POPUPS_SITE_DEMO === 'on'));
    await insertSecondLayerDemo(db, secondLayerDemoPopups);
  },
  commands: { 'newsletter-retry': newsletterRetryCommand },
};
