import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';
import { registerApiRoutes } from './api-routes';
import { indexDocuments } from './indexer';
import { registerSearchPage } from './search-page';

export type SearchPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: SearchPlugin = async (app, ctx) => {
  registerApiRoutes(app, ctx);
  registerSearchPage(app, ctx);
};

export const searchSlice: SliceServer<SearchPlugin> = {
  name: 'mf-search',
  schema: 'search',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  indexDocuments,
  stylesheet: path.resolve(__dirname, '../public/search.css'),
};
