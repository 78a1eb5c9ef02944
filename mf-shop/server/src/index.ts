import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import { shopAccountSections } from './contributions/account-sections';
import { shopHomeSection } from './contributions/home-section';
import { shopMenu } from './contributions/menu';
import { shopSearchDocuments, shopSearchTerms } from './contributions/search-feed';
import { registerCartApi } from './routes/cart-api';
import { registerCartPages } from './routes/cart-pages';
import { registerCashbackRoutes } from './routes/cashback-routes';
import { registerCatalogueRoutes } from './routes/catalogue-routes';
import { registerImageRoutes } from './routes/image-routes';
import { registerOfferRoutes } from './routes/offer-routes';
import { createCartLimiter } from './cart/cart-limits';
import { catalogueToken } from './data/catalogue-cache';
import { facetHolder } from './filters/archive-search';
import { seedShop } from './seed/seed';
import { shopSettingsSchema, type ShopSettings } from './settings';
import { shopFragments } from './views/fragments';

export type ShopPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, ShopSettings>>;

// The catalogue cache and the facet index are keyed by the database they read. A listening site builds the facet
// index at once, so the first shopper after a start finds it ready (a million products take seconds to read);
// an app that only answers inject() (tests) builds it when a page first asks.
const plugin: ShopPlugin = async (app, ctx) => {
  const facets = facetHolder(ctx.db, app.log);
  app.addHook('onListen', async () => {
    void facets.warm();
  });
  registerCatalogueRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerCashbackRoutes(app, ctx);
  const limitCartChanges = createCartLimiter(ctx.rateLimits, ctx.settings);
  registerCartPages(app, ctx, limitCartChanges);
  registerCartApi(app, ctx, limitCartChanges);
};

export const shopSlice: SliceServer<ShopPlugin, ShopSettings> = {
  name: 'mf-shop',
  settings: shopSettingsSchema,
  schema: 'shop',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedShop,
  homeSection: shopHomeSection,
  accountSections: shopAccountSections,
  menu: shopMenu,
  fragments: shopFragments,
  contentVersion: catalogueToken,
  // Bundled in this order into the site's stylesheet: the shop, the cashback parts, the filter sidebar, the cart,
  // the offers and coupons.
  stylesheet: ['shop.css', 'cashback.css', 'filters.css', 'cart.css', 'offers.css'].map((file) =>
    path.resolve(__dirname, '../public', file),
  ),
  searchDocuments: shopSearchDocuments,
  searchTerms: shopSearchTerms,
  // Loaded only by `npm run bench`.
  benchmarks: async () => [
    ...(await import('./bench/shop-pages')).shopBenchmarks,
    ...(await import('./bench/offer-pages')).offerBenchmarks,
  ],
};
