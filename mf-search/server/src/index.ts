import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import { registerApiRoutes } from './api-routes';
import { SearchService } from './engine/search-service';
import { searchHomeSection } from './home-section';
import { backfillPrefixes } from './index-build/backfill';
import { indexDocuments } from './indexer';
import { registerPanelRoute } from './panel-route';
import { registerSearchPage } from './search-page';
import { searchSettingsSchema, type SearchSettings } from './settings';
import { searchFragments } from './views/fragments';

export type SearchPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, SearchSettings>>;

const plugin: SearchPlugin = async (app, ctx) => {
  await backfillPrefixes(ctx.db);
  const { settings } = ctx;
  const search = new SearchService(ctx.db, settings.cacheEnabled);
  app.addHook('onClose', () => search.log.flush());
  registerApiRoutes(app, ctx, search);
  registerPanelRoute(app, search, settings);
  registerSearchPage(app, ctx, search, settings);
};

export const searchSlice: SliceServer<SearchPlugin, SearchSettings> = {
  name: 'mf-search',
  settings: searchSettingsSchema,
  fragments: searchFragments,
  menu: async () => ({ footer: [{ label: 'Search', href: '/search', order: 40 }] }),
  schema: 'search',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  indexDocuments,
  homeSection: async () => searchHomeSection(),
  stylesheet: path.resolve(__dirname, '../public/search.css'),
  benchmarks: async () => (await import('./bench/search-bench')).searchBenchmarks,
};
