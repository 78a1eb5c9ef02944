import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer, Sql } from '@site/shared-contracts/platform';
import { scheduleSignature } from './builder/prefilter';
import { newsletterRetryCommand } from './commands/newsletter-retry';
import { newsletterFooter, registerNewsletter } from './newsletter/newsletter-plugin';
import { registerAdminRoutes } from './routes/builder/admin-routes';
import { registerBuilderRoutes } from './routes/builder/builder-routes';
import { registerPopupRoutes } from './routes/popup-routes';
import { registerSecondLayerRoutes } from './routes/second-layer/demo-routes';
import { seedPopups } from './seed/seed';
import { services, type PopupsServices } from './services';
import { popupsSettingsSchema, type PopupsSettings } from './settings';
import { popupsFragments } from './views/fragments';

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
  seed: (db, _options, _progress, settings) => seedPopups(db, settings),
  commands: { 'newsletter-retry': newsletterRetryCommand },
};
