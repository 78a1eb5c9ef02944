import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';

export type ShopPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: ShopPlugin = async () => {};

export const shopSlice: SliceServer<ShopPlugin> = {
  name: 'mf-shop',
  schema: 'shop',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
};
