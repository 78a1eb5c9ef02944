import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SliceContext, SliceServer } from '@site/shared-contracts/platform';
import type { AuthDeps } from './accounts/deps';
import { createAdminCommand } from './commands/create-admin';
import { createAuthLimits } from './limits/auth-limits';
import { createMailer } from './mail/mailer';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAjaxRoute } from './routes/ajax-route';
import { registerAvatarRoute } from './routes/avatar-route';
import { registerCaptchaRoute } from './routes/captcha-route';
import { registerLoginRoutes } from './routes/login-routes';
import { registerOutboxRoutes } from './routes/outbox-routes';
import { registerRegisterRoutes } from './routes/register-routes';
import { registerResetRoutes } from './routes/reset-routes';
import { seedUsers } from './seed/demo-users';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessions/session-cookie';
import { resolveVisitor } from './sessions/sessions';
import { authSettingsSchema, type AuthSettings } from './settings';
import { authFragments } from './views/fragments';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, AuthSettings>>;
/** The shell's admin tests make their administrator the way `create-admin` does. */
export { createAdmin } from './accounts/admin';

const plugin: AuthPlugin = async (app, ctx) => {
  const { runtime, settings } = ctx;
  const production = runtime.env === 'production';
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
    captchaTestAnswer: production ? undefined : settings.AUTH_CAPTCHA_TEST_ANSWER,
  };
  registerAjaxRoute(app, deps);
  registerCaptchaRoute(app, deps);
  registerLoginRoutes(app, ctx, deps);
  registerRegisterRoutes(app, ctx, deps);
  registerResetRoutes(app, ctx, deps);
  registerAccountRoutes(app, ctx, deps);
  registerAvatarRoute(app, ctx.db);
  registerOutboxRoutes(app, { dataDir: runtime.dataDir, production });
};

export const authSlice: SliceServer<AuthPlugin, AuthSettings> = {
  name: 'mf-auth',
  settings: authSettingsSchema,
  fragments: authFragments,
  privateCookies: [SESSION_COOKIE, SECURE_SESSION_COOKIE],
  stylesheet: path.resolve(__dirname, '../public/auth.css'),
  commands: { 'create-admin': createAdminCommand },
  benchmarks: async () => (await import('./bench/login-flood')).authBenchmarks,
  schema: 'auth',
  migrationsDir: path.resolve(__dirname, '../migrations'),
  plugin,
  seed: seedUsers,
  resolveVisitor: (db, cookies) => resolveVisitor(db, cookies),
};
