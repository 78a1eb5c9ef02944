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
import { createAdminCommand } from './commands/create-admin';
import { seedUsers } from './seed';
import { resolveVisitor } from './sessions';
import { authSettingsSchema, type AuthSettings } from './settings';
import { authFragments } from './views/fragments';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, AuthSettings>>;
export { createAdmin } from './admin';

const plugin: AuthPlugin = async (app, ctx) => {
  const { runtime, settings } = ctx;
  const deps: AuthDeps = {
    db: ctx.db,
    siteUrl: ctx.site.siteUrl,
    siteName: ctx.site.siteName,
    // Fresh limiters per app instance; they live in this process's memory (see limits/rate-limiter.ts).
    limits: createAuthLimits(),
    mailer: createMailer(
      {
        dataDir: runtime.dataDir,
        smtpUrl: settings.SMTP_URL,
        from: settings.MAIL_FROM ?? `no-reply@${new URL(ctx.site.siteUrl).hostname}`,
      },
      app.log,
    ),
    captchaTestAnswer: runtime.env === 'production' ? undefined : settings.AUTH_CAPTCHA_TEST_ANSWER,
  };
  registerAjaxRoute(app, deps);
  registerCaptchaRoute(app, deps);
  registerLoginPages(app, ctx, deps);
  registerRegisterPages(app, ctx, deps);
  registerResetPages(app, ctx, deps);
  registerAvatarRoute(app, ctx);
  registerOutboxRoutes(app, { dataDir: runtime.dataDir, production: runtime.env === 'production' });
};

export const authSlice: SliceServer<AuthPlugin, AuthSettings> = {
  name: 'mf-auth',
  settings: authSettingsSchema,
  fragments: authFragments,
  stylesheet: path.resolve(__dirname, '../public/auth.css'),
  commands: { 'create-admin': createAdminCommand },
  benchmarks: async () => (await import('./bench/login-flood')).authBenchmarks,
  schema: 'auth',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedUsers,
  resolveVisitor: (db, cookies) => resolveVisitor(db, cookies),
};
