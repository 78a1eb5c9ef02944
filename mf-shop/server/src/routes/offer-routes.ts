import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, refusedAs } from '@site/platform-kit/http';
import { shopOfferParamsSchema } from '@site/shared-contracts/shop';
import { findOfferDestination, latestOffers } from '../data/offers';
import { offersPageHtml } from '../views/offers';
import { offerViewer, sendPage, type ShopContext } from './route-kit';

export function registerOfferRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/offers', async (request, reply) =>
    sendPage(ctx, request, reply, {
      title: 'Offers and coupons',
      main: offersPageHtml(await latestOffers(ctx.db, 60), offerViewer(ctx, request)),
      path: '/offers',
      cacheable: true,
    }),
  );

  // The destination comes only from our own table (https enforced by a CHECK): no open redirect.
  typed.get(
    '/go/:offerId',
    { schema: { params: shopOfferParamsSchema }, schemaErrorFormatter: refusedAs({ params: 'SHOP_BAD_OFFER' }) },
    async (request, reply) => {
      const { offerId } = request.params;
      const destination = await findOfferDestination(ctx.db, offerId);
      if (!destination?.startsWith('https://')) throw notFound(`No offer ${offerId}.`, 'SHOP_OFFER_NOT_FOUND');
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(destination, 302);
    },
  );
}
