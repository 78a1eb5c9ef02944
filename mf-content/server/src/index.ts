import path from 'node:path';
import type { SliceServer } from '@site/shared-contracts/platform';
import { homeSection, menu } from './home-menu';
import type { ContentPlugin } from './plugin-type';
import { contentRoutes } from './routes';
import { postSearchDocuments, postSearchTerms } from './search-feed';
import { seedContent } from './seed/seed';

export type { ContentPlugin } from './plugin-type';

export const contentSlice: SliceServer<ContentPlugin> = {
  name: 'mf-content',
  schema: 'content',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin: contentRoutes,
  seed: (db, options, progress) => seedContent(db, options, progress),
  homeSection: (db) => homeSection(db),
  menu,
  benchmarks: async () => [
    {
      name: 'post listing',
      run: async (ctx) => {
        await ctx.measurePages('mf-content pages', ['/blog']);
        return true;
      },
    },
  ],
  stylesheet: path.resolve(__dirname, '../public/content.css'),
  searchDocuments: postSearchDocuments,
  searchTerms: postSearchTerms,
};
