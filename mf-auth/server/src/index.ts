import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import type { AuthDeps } from './deps';
import { createAuthLimits } from './limits/auth-limits';
import { createMailer } from './mail/mailer';
import { registerOutboxRoutes } from './mail/outbox-routes';
import { registerAjaxRoute } from './routes/ajax-route';
import { registerAvatarRoute } from './routes/avatar-route';
import { registerCaptchaRoute } from './routes/captcha-route';
import { registerLoginPages } from './routes/login-pages';
import { registerRegisterPages } from './routes/register-pages';
import { registerResetPages } from './routes/reset-pages';
import { seedUsers } from './seed';
import { resolveVisitor } from './sessions';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest>>;
export { createAdmin } from './admin';

const plugin: AuthPlugin = async (app, ctx) => {
  const server = ctx.server ?? {
    env: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    dataDir: '.data',
  };
  const deps: AuthDeps = {
    db: ctx.db,
    siteUrl: ctx.site.siteUrl,
    siteName: ctx.site.siteName,
    // Fresh limiters per app instance; they live in this process's memory (see limits/rate-limiter.ts).
    limits: createAuthLimits(),
    mailer: createMailer(
      {
        dataDir: server.dataDir,
        smtpUrl: server.smtpUrl,
        from: server.mailFrom ?? `no-reply@${new URL(ctx.site.siteUrl).hostname}`,
      },
      app.log,
    ),
    captchaTestAnswer: server.env === 'production' ? undefined : server.captchaTestAnswer,
  };
  registerAjaxRoute(app, deps);
  registerCaptchaRoute(app, deps);
  registerLoginPages(app, ctx, deps);
  registerRegisterPages(app, ctx, deps);
  registerResetPages(app, ctx, deps);
  registerAvatarRoute(app, ctx);
  registerOutboxRoutes(app, { dataDir: server.dataDir, production: server.env === 'production' });
};

export const authSlice: SliceServer<AuthPlugin> = {
  name: 'mf-auth',
  schema: 'auth',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedUsers,
  resolveVisitor: (db, cookies) => resolveVisitor(db, cookies),
};
