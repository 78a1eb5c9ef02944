import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import { latestDealsSection, offersSection, shopMenu, shopSearchDocuments, shopSearchTerms } from './contributions';
import { registerCartRoutes } from './routes/cart-routes';
import { registerCatalogueRoutes } from './routes/catalogue-routes';
import { registerOfferRoutes } from './routes/offer-routes';
import { seedShop } from './seed/seed';
import { shopFragments } from './views/fragments';

export type ShopPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: ShopPlugin = async (app, ctx) => {
  registerCatalogueRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerCartRoutes(app, ctx);
};

/** The slice contract has one homeSection; the shop contributes two, so both render in one fragment. */
export const shopSlice: SliceServer<ShopPlugin> = {
  name: 'mf-shop',
  schema: 'shop',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: (db, options, progress) => seedShop(db, options, progress),
  homeSection: async (db, site) => {
    const [deals, offers] = await Promise.all([latestDealsSection(db, site), offersSection(db)]);
    return { order: deals.order, html: `${deals.html}\n${offers.html}` };
  },
  menu: shopMenu,
  fragments: shopFragments,
  benchmarks: async () => [
    {
      name: 'catalogue and offer pages',
      run: async (ctx) => {
        await ctx.measurePages('mf-shop pages', ['/shop', '/shop?orderby=price&paged=50', '/offers']);
        return true;
      },
    },
  ],
  stylesheet: path.resolve(__dirname, '../public/shop.css'),
  searchDocuments: shopSearchDocuments,
  searchTerms: shopSearchTerms,
};
