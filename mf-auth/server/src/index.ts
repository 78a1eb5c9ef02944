import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: AuthPlugin = async () => {};

export const authSlice: SliceServer<AuthPlugin> = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
};
