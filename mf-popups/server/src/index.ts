import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer, Sql } from '@site/shared-contracts/platform';
import { registerAdminRoutes } from './builder/admin-routes';
import { registerBuilderRoutes } from './builder/builder-routes';
import { demoPopups } from './builder/demo-popups';
import { createPopupStore, popupStore, setPopupStore } from './builder/popup-store';
import { scheduleSignature } from './builder/prefilter';
import { insertDemoPopups } from './data/builder-popups';
import { newsletterFooter, registerNewsletter } from './newsletter/newsletter-plugin';
import { newsletterRetryCommand } from './newsletter/retry-command';
import { popupsSettingsSchema, type PopupsSettings } from './newsletter/settings';
import { registerPopupRoutes } from './routes/popup-routes';
import { insertSecondLayerDemo } from './second-layer/data';
import { secondLayerDemoPopups } from './second-layer/demo-popups';
import { registerSecondLayerRoutes } from './second-layer/routes';
import { createSecondLayerStore, secondLayerStore, setSecondLayerStore } from './second-layer/store';
import { popupsFragments } from './views/fragments';

export type PopupsPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, PopupsSettings, FastifyReply>>;

const plugin: PopupsPlugin = async (app, ctx) => {
  const store = createPopupStore(ctx.db, ctx.site.timeZone);
  setPopupStore(store);
  await store.sync(ctx.db);
  registerPopupRoutes(app, ctx);
  registerBuilderRoutes(app, ctx);
  registerAdminRoutes(app, ctx, store);
  const secondLayer = createSecondLayerStore(ctx.db);
  setSecondLayerStore(secondLayer);
  await secondLayer.sync(ctx.db);
  registerSecondLayerRoutes(app, ctx);
  await registerNewsletter(app, ctx);
};

/**
 * The page cache's token for this slice: the builder table's version, plus which scheduled popups the clock lets
 * through now, so a schedule boundary renews every cached page (the pre-filter's only dependence on time).
 */
async function contentVersion(db: Sql): Promise<string> {
  const store = popupStore();
  if (!store) return '';
  const token = await store.sync(db);
  const secondLayer = (await secondLayerStore()?.sync(db)) ?? '';
  return `${token}:${scheduleSignature(store.popups(), new Date(), store.timeZone)}:${secondLayer}`;
}

/** The generic popups of spec 2.5 (no-JS page, modal content API) and the popup host in every page's overlays. */
export const popupsSlice: SliceServer<PopupsPlugin, PopupsSettings> = {
  name: 'mf-popups',
  schema: 'popups',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
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
