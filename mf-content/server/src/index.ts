import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';

export type ContentPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: ContentPlugin = async () => {};

export const contentSlice: SliceServer<ContentPlugin> = {
  name: 'mf-content',
  schema: 'content',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
};
