import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  shopCartLineInputSchema,
  shopCartQuantityInputSchema,
  shopCartResponseSchema,
  shopProductParamsSchema,
  type ShopCartResponse,
} from '@site/shared-contracts/shop';
import { addToCart, changeQuantity, readCart } from '../cart/cart';
import { sendCartCount } from '../cart/cart-cookie';
import { removeCartLine } from '../data/carts';
import { refusedAs } from '@site/platform-kit/http';
import type { ShopContext } from './route-kit';
import type { CartLimiter } from '../cart/cart-limits';

const refused = refusedAs({ body: 'SHOP_BAD_CART_INPUT', params: 'SHOP_BAD_CART_INPUT' });

/**
 * The side cart's JSON: every answer is the whole cart, so the island renders it without a second call,
 * and carries the header's count cookie. A refusal (4xx) changes nothing, so the island rolls back.
 */
export function registerCartApi(app: FastifyInstance, ctx: ShopContext, limit: CartLimiter): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.site.siteUrl.startsWith('https:');
  const answer = async (reply: FastifyReply, visitorId: string, status = 200): Promise<FastifyReply> => {
    const cart: ShopCartResponse = await readCart(ctx.db, visitorId, ctx.site.currency);
    sendCartCount(reply, cart.count, secure);
    return reply.status(status).header('cache-control', 'no-store').send(cart);
  };

  typed.get('/api/shop/cart', { schema: { response: { 200: shopCartResponseSchema } } }, async (request, reply) =>
    answer(reply, ctx.requestContext(request).visitorId),
  );

  typed.post(
    '/api/shop/cart/lines',
    {
      schema: { body: shopCartLineInputSchema, response: { 201: shopCartResponseSchema } },
      schemaErrorFormatter: refused,
      onRequest: limit,
    },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await addToCart(ctx.db, visitorId, request.body.productId, request.body.quantity);
      return answer(reply, visitorId, 201);
    },
  );

  typed.patch(
    '/api/shop/cart/lines/:productId',
    {
      schema: {
        params: shopProductParamsSchema,
        body: shopCartQuantityInputSchema,
        response: { 200: shopCartResponseSchema },
      },
      schemaErrorFormatter: refused,
      onRequest: limit,
    },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await changeQuantity(ctx.db, visitorId, request.params.productId, request.body.quantity);
      return answer(reply, visitorId);
    },
  );

  typed.delete(
    '/api/shop/cart/lines/:productId',
    {
      schema: { params: shopProductParamsSchema, response: { 200: shopCartResponseSchema } },
      schemaErrorFormatter: refused,
      onRequest: limit,
    },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await removeCartLine(ctx.db, visitorId, request.params.productId);
      return answer(reply, visitorId);
    },
  );
}
