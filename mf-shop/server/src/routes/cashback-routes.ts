import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, refusedAs } from '@site/platform-kit/http';
import { shopOfferParamsSchema } from '@site/shared-contracts/shop';
import { createCashbackClickLimit } from '../cashback/click-limit';
import { isClickFromSite } from '../cashback/click-origin';
import { findCashbackTarget, recordCashbackClick } from '../data/cashback-clicks';
import { offerPageUrl } from '../urls/offer-urls';
import { loginUrl } from '../urls/shop-urls';
import type { ShopContext } from './route-kit';

/**
 * GET /go/:offerId/cashback, the tracked cashback link (spec 3.7, 6): records (user, offer, time) for the
 * logged-in visitor, then 302s to the offer's stored destination, never to anything from the request.
 * A GET that writes is guarded by Fetch Metadata instead of the platform's POST check; the reasons are
 * in docs/decisions.md ("A cashback click is a GET").
 */
export function registerCashbackRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const siteOrigin = new URL(ctx.site.siteUrl).origin;
  const limit = createCashbackClickLimit(ctx.rateLimits);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/go/:offerId/cashback',
    {
      schema: { params: shopOfferParamsSchema },
      schemaErrorFormatter: refusedAs({ params: 'SHOP_BAD_OFFER' }),
      // A HEAD would record a click nobody made.
      exposeHeadRoute: false,
      // After the platform's site-wide policy: the merchant is not told which page the visitor came from.
      onSend: async (_request, reply, payload) => {
        reply.header('referrer-policy', 'no-referrer');
        return payload;
      },
    },
    async (request, reply) => {
      if (!isClickFromSite(request.headers, siteOrigin)) {
        throw forbidden(
          'Cashback is recorded only when you follow the cashback link on our offers page.',
          'SHOP_CASHBACK_NOT_FROM_SITE',
        );
      }
      const { offerId } = request.params;
      const target = await findCashbackTarget(ctx.db, offerId);
      if (!target?.destination_url.startsWith('https://')) {
        throw notFound(`No offer ${offerId}.`, 'SHOP_OFFER_NOT_FOUND');
      }
      if (!target.is_cashback) throw notFound(`Offer ${offerId} has no cashback.`, 'SHOP_OFFER_NO_CASHBACK');
      reply.header('cache-control', 'no-store');
      const { visitor } = ctx.requestContext(request);
      // A session that ended since the page was shown: log in, then back to the offer.
      if (!visitor.loggedIn) return reply.redirect(loginUrl(offerPageUrl(offerId)), 303);
      await limit(visitor.user.id);
      await recordCashbackClick(ctx.db, visitor.user.id, offerId);
      return reply.redirect(target.destination_url, 302);
    },
  );
}
