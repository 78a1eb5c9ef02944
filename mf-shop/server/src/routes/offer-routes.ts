import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext, Sql } from '@site/shared-contracts/platform';
import { shopOfferParamsSchema } from '@site/shared-contracts/shop';
import { offersPageHtml, type OfferView } from '../views/offers-html';
import { parseInput, shopNotFound } from './validate';

export const OFFER_COLUMNS = `o.id, o.title, o.description, o.coupon_code, o.coupon_kind, o.expires_at::text AS expires_at,
  m.name AS merchant_name, m.url AS merchant_url, o.is_cashback, o.cashback_notice`;

export async function latestOffers(db: Sql, limit: number): Promise<OfferView[]> {
  const { rows } = await db.query<OfferView>(
    `SELECT ${OFFER_COLUMNS} FROM shop.offers o JOIN shop.merchants m ON m.id = o.merchant_id ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
  );
  return rows;
}

export function registerOfferRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  app.get('/offers', async (request, reply) => {
    const main = offersPageHtml(await latestOffers(ctx.db, 60));
    return reply
      .type('text/html; charset=utf-8')
      .send(await ctx.renderPage(request, { title: 'Offers and coupons', main, path: '/offers' }));
  });

  // The destination comes only from our own table (https enforced by a CHECK): no open redirect.
  app.get('/go/:offerId', async (request, reply) => {
    const { offerId } = parseInput(shopOfferParamsSchema, request.params, 'SHOP_BAD_OFFER');
    const { rows } = await ctx.db.query<{ destination_url: string }>(
      'SELECT destination_url FROM shop.offers WHERE id = $1',
      [offerId],
    );
    const offer = rows[0];
    if (!offer || !offer.destination_url.startsWith('https://'))
      throw shopNotFound(`No offer ${offerId}.`, 'SHOP_OFFER_NOT_FOUND');
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(offer.destination_url, 302);
  });
}
