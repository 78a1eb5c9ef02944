import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopCartLineInputSchema, shopCartResponseSchema, shopProductParamsSchema } from '@site/shared-contracts/shop';
import { addToCart, readCart } from '../cart/cart';
import { removeCartLine } from '../data/carts';
import { refusedAs } from '@site/platform-kit/http';
import type { ShopContext } from './route-kit';

const refused = refusedAs({ body: 'SHOP_BAD_CART_INPUT', params: 'SHOP_BAD_CART_INPUT' });

/** The side cart's JSON: every answer is the whole cart, so the island renders it without a second call. */
export function registerCartApi(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const cartOf = (visitorId: string) => readCart(ctx.db, visitorId, ctx.site.currency);

  typed.get('/api/shop/cart', { schema: { response: { 200: shopCartResponseSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await cartOf(ctx.requestContext(request).visitorId)),
  );

  typed.post(
    '/api/shop/cart/lines',
    {
      schema: { body: shopCartLineInputSchema, response: { 201: shopCartResponseSchema } },
      schemaErrorFormatter: refused,
    },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await addToCart(ctx.db, visitorId, request.body.productId, request.body.quantity);
      return reply.status(201).send(await cartOf(visitorId));
    },
  );

  typed.delete(
    '/api/shop/cart/lines/:productId',
    {
      schema: { params: shopProductParamsSchema, response: { 200: shopCartResponseSchema } },
      schemaErrorFormatter: refused,
    },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await removeCartLine(ctx.db, visitorId, request.params.productId);
      return reply.send(await cartOf(visitorId));
    },
  );
}
