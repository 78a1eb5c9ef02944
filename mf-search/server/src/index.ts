import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';

export type SearchPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: SearchPlugin = async () => {};

export const searchSlice: SliceServer<SearchPlugin> = {
  name: 'mf-search',
  schema: 'search',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
};
