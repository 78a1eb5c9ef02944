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
import { catalogueToken } from './data/catalogue-cache';
import { seedShop } from './seed/seed';
import { shopFragments } from './views/fragments';

export type ShopPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

// The catalogue cache needs no building: it is keyed by the database it reads (data/catalogue-cache.ts).
const plugin: ShopPlugin = async (app, ctx) => {
  registerCatalogueRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerCartPages(app, ctx);
  registerCartApi(app, ctx);
  await registerCashbackRoutes(app, ctx);
};

export const shopSlice: SliceServer<ShopPlugin> = {
  name: 'mf-shop',
  schema: 'shop',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedShop,
  homeSection: shopHomeSection,
  accountSections: shopAccountSections,
  menu: shopMenu,
  fragments: shopFragments,
  contentVersion: catalogueToken,
  stylesheet: [
    path.resolve(__dirname, '../public/shop.css'),
    path.resolve(__dirname, '../public/cashback.css'),
    path.resolve(__dirname, '../public/offers.css'),
  ],
  searchDocuments: shopSearchDocuments,
  searchTerms: shopSearchTerms,
  // Loaded only by `npm run bench`.
  benchmarks: async () => [
    ...(await import('./bench/shop-pages')).shopBenchmarks,
    ...(await import('./bench/offer-pages')).offerBenchmarks,
  ],
};
