import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts';
import { registerAjaxRoute } from './routes/ajax-route';
import { registerAvatarRoute } from './routes/avatar-route';
import { registerLoginPages } from './routes/login-pages';
import { seedUsers } from './seed';
import { resolveVisitor } from './sessions';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;

const plugin: AuthPlugin = async (app, ctx) => {
  registerAjaxRoute(app, ctx);
  registerLoginPages(app, ctx);
  registerAvatarRoute(app, ctx);
};

export const authSlice: SliceServer<AuthPlugin> = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedUsers,
  resolveVisitor: (db, cookies) => resolveVisitor(db, cookies),
};
