import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';

export type PopupsPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: PopupsPlugin = async () => {};

export const popupsSlice: SliceServer<PopupsPlugin> = {
  name: 'mf-popups',
  schema: 'popups',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
};
