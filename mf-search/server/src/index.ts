import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import { SearchService } from './engine/search-service';
import { denyWords, suggestionPolicy } from './engine/suggestion-policy';
import { backfillPrefixes } from './index-build/backfill';
import { indexDocuments } from './index-build/index-documents';
import { registerSearchGuard } from './load/search-guard';
import { registerApiRoutes } from './routes/api-routes';
import { registerPanelRoute } from './routes/panel-route';
import { registerSearchPage } from './routes/search-page-route';
import { searchSettingsSchema, type SearchSettings } from './settings';
import { searchFragments } from './views/fragments';
import { searchHomeSection } from './views/home-section';

export type SearchPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, SearchSettings>>;

/** Builds the one search service (its caches and the search log buffer) and registers the route modules. */
const plugin: SearchPlugin = async (app, ctx) => {
  await backfillPrefixes(ctx.db);
  await registerSearchGuard(app, ctx.settings, ctx.rateLimits);
  const policy = suggestionPolicy(denyWords(ctx.settings.suggestDeny));
  const search = new SearchService(ctx.db, ctx.settings.cacheEnabled, policy);
  app.addHook('onClose', () => search.log.flush());
  registerApiRoutes(app, ctx.site, search);
  registerPanelRoute(app, search, ctx.settings.panelEnabled);
  registerSearchPage(app, ctx, search);
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
  benchmarks: async () => [
    ...(await import('./bench/search-bench')).searchBenchmarks,
    ...(await import('./bench/flood-bench')).searchFloodBenchmarks,
    (await import('./bench/scale-bench')).searchScaleBenchmark,
  ],
};
