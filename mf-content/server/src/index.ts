import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MenuContribution, SliceContext, SliceServer, Sql } from '@site/shared-contracts/platform';
import { listCategories } from './data/categories';
import { postSearchDocuments, postSearchTerms } from './data/search-feed';
import { createCommentLimiter } from './comments/comment-limits';
import { registerListingRoutes } from './routes/listing-routes';
import { registerMediaRoutes } from './routes/media-routes';
import { registerModerationRoutes } from './routes/moderation-routes';
import { registerPostRoutes } from './routes/post-routes';
import { registerRefreshLoopRoute } from './routes/refresh-loop-route';
import { contentPageVersion } from './data/page-version';
import { seedContent } from './seed/seed';
import { contentSettingsSchema, type ContentSettings } from './settings';
import { contentHomeSection } from './loop/home-section';

type ContentPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, ContentSettings>>;

const plugin: ContentPlugin = async (app, ctx) => {
  registerListingRoutes(app, ctx);
  registerRefreshLoopRoute(app, ctx);
  registerPostRoutes(app, ctx, createCommentLimiter(ctx.rateLimits, ctx.settings));
  registerModerationRoutes(app, ctx);
  registerMediaRoutes(app);
};

/** 'Blog' with one submenu entry per category in the main menu (spec 2.4), and in the top and footer menus. */
async function menu(db: Sql): Promise<MenuContribution> {
  const categories = await listCategories(db);
  return {
    main: [
      {
        label: 'Blog',
        href: '/blog',
        children: categories.map((c) => ({ label: c.name, href: `/category/${c.slug}` })),
        order: 30,
      },
    ],
    top: [{ label: 'Blog', href: '/blog', order: 20 }],
    footer: [{ label: 'Blog', href: '/blog', order: 30 }],
  };
}

export const contentSlice: SliceServer<ContentPlugin, ContentSettings> = {
  name: 'mf-content',
  schema: 'content',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  settings: contentSettingsSchema,
  plugin,
  seed: (db, options, progress) => seedContent(db, options, progress),
  homeSection: contentHomeSection,
  menu,
  contentVersion: contentPageVersion,
  // Posts and comments, then the loop grids and their filter bars.
  stylesheet: ['content.css', 'loop.css'].map((file) => path.resolve(__dirname, '../public', file)),
  searchDocuments: postSearchDocuments,
  searchTerms: postSearchTerms,
  benchmarks: async () => (await import('./bench/post-listing')).contentBenchmarks,
};
