import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig, SliceContext, SliceServer, Sql } from '@site/shared-contracts/platform';
import type { AuthDeps } from './accounts/deps';
import { createAdminCommand } from './commands/create-admin';
import { createAuthLimits } from './limits/auth-limits';
import { createMailer, type Mailer } from './mail/mailer';
import { startMailWorker, type MailWorker } from './mail/mail-worker';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAjaxActions } from './routes/ajax-route';
import { registerAvatarRoute } from './routes/avatar-route';
import { registerCaptchaRoute } from './routes/captcha-route';
import { registerLoginRoutes } from './routes/login-routes';
import { registerOutboxRoutes } from './routes/outbox-routes';
import { registerRegisterRoutes } from './routes/register-routes';
import { registerResetRoutes } from './routes/reset-routes';
import { seedUsers } from './seed/demo-users';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessions/session-cookie';
import { resolveVisitor } from './sessions/sessions';
import { authSettingsSchema, checkDevAids, type AuthSettings } from './settings';
import { authFragments } from './views/fragments';

export type AuthPlugin = FastifyPluginAsync<SliceContext<FastifyRequest, AuthSettings, FastifyReply>>;
/** The shell's admin tests make their administrator the way `create-admin` does. */
export { createAdmin } from './accounts/admin';

/** One mailer per database and settings: the slice's own worker and other slices' mail share its SMTP pool. */
const mailers = new WeakMap<Sql, Mailer>();
function mailerFor(db: Sql, settings: AuthSettings, site: SiteConfig): Mailer {
  let mailer = mailers.get(db);
  if (!mailer) {
    mailer = createMailer({
      db,
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM ?? `no-reply@${new URL(site.siteUrl).hostname}`,
    });
    mailers.set(db, mailer);
  }
  return mailer;
}

const plugin: AuthPlugin = async (app, ctx) => {
  const { runtime, settings } = ctx;
  // Stops the server at start, whatever NODE_ENV says, when a development aid is on for a reachable site.
  checkDevAids(settings, runtime.loopbackOnly);
  const mailer = mailerFor(ctx.db, settings, ctx.site);
  const deps: AuthDeps = {
    db: ctx.db,
    siteUrl: ctx.site.siteUrl,
    siteName: ctx.site.siteName,
    // The platform's counters: in Redis, shared by every process, when the site has REDIS_URL.
    limits: createAuthLimits(ctx.rateLimits),
    captchaTestAnswer: settings.AUTH_CAPTCHA_TEST_ANSWER,
  };
  // Mail leaves the request path: requests queue a job, this worker sends (mail/mail-worker.ts).
  let worker: MailWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startMailWorker(deps, mailer, app.log, settings.AUTH_MAIL_POLL_MS);
  });
  app.addHook('onClose', async () => worker?.stop());
  registerAjaxActions(ctx.ajax, deps);
  registerCaptchaRoute(app, deps);
  registerLoginRoutes(app, ctx, deps);
  registerRegisterRoutes(app, ctx, deps);
  registerResetRoutes(app, ctx, deps);
  registerAccountRoutes(app, ctx, deps);
  registerAvatarRoute(app, ctx.db);
  if (settings.AUTH_DEV_OUTBOX) registerOutboxRoutes(app, ctx.db);
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
  // Other slices' mail (the newsletter's confirmations) goes out the way account mail does.
  deliverMail: (db, settings, site, message) => mailerFor(db, settings, site).deliver(message),
};
