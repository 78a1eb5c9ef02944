import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import { registerPopupRoutes } from './routes/popup-routes';
import { popupsFragments } from './views/fragments';

export type PopupsPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: PopupsPlugin = async (app, ctx) => {
  registerPopupRoutes(app, ctx);
};

/** The generic popups of spec 2.5 (no-JS page, modal content API) and the popup host in every page's overlays. */
export const popupsSlice: SliceServer<PopupsPlugin> = {
  name: 'mf-popups',
  schema: 'popups',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  stylesheet: path.resolve(__dirname, '../public/popups.css'),
  fragments: popupsFragments,
};
