import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FragmentContext, SliceContext } from '@site/shared-contracts/platform';
import { registerNewsletterAdminRoutes } from '../routes/newsletter/admin-routes';
import { DEFAULT_LIST, registerNewsletterRoutes } from '../routes/newsletter/signup-routes';
import { checkProviderSettings, type PopupsSettings } from '../settings';
import { footerSignup } from '../views/newsletter/newsletter-html';
import { brevoProvider } from './brevo-provider';
import type { NewsletterProvider } from './provider';
import { createNewsletterLimits } from './signup';
import { startNewsletterWorker, type NewsletterWorker } from './workers';

function providerFrom(settings: PopupsSettings): NewsletterProvider | null {
  checkProviderSettings(settings);
  if (settings.NEWSLETTER_PROVIDER === 'local') return null;
  return brevoProvider({
    baseUrl: settings.NEWSLETTER_PROVIDER_URL ?? '',
    apiKey: settings.NEWSLETTER_PROVIDER_KEY ?? '',
    lists: settings.NEWSLETTER_PROVIDER_LISTS ?? {},
  });
}

/** The newsletter (issue 16): sign-up call and pages, confirmation and unsubscribe links, admin, workers. */
export async function registerNewsletter(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest, PopupsSettings, FastifyReply>,
) {
  const settings = ctx.settings;
  const provider = providerFrom(settings);
  const deps = { db: ctx.db, limits: createNewsletterLimits(ctx.rateLimits), provider: provider?.name ?? null };
  let worker: NewsletterWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startNewsletterWorker({
      site: { db: ctx.db, siteName: ctx.site.siteName, siteUrl: ctx.site.siteUrl },
      sendMail: (message) => ctx.sendMail(message),
      provider,
      log: app.log,
      pollMs: settings.NEWSLETTER_POLL_MS,
      retryMs: settings.NEWSLETTER_RETRY_MS,
      maxAttempts: settings.NEWSLETTER_MAX_ATTEMPTS,
    });
  });
  app.addHook('onClose', async () => worker?.stop());
  registerNewsletterRoutes(app, ctx, deps);
  registerNewsletterAdminRoutes(app, ctx);
}

/** The footer's sign-up form on every page (the same bytes for everyone: no token, the Origin check suffices). */
export const newsletterFooter = (_ctx: FragmentContext): string => String(footerSignup(DEFAULT_LIST));
