import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { shopCartFormSchema, shopCartLineInputSchema, shopCartLineParamsSchema } from '@site/shared-contracts/shop';
import { addToCart, readCart, removeFromCart } from '../cart-store';
import { cartHtml } from '../views/cart-html';
import { parseInput } from './validate';

/** No-JS form posts redirect back (303, so a reload does not re-post); JSON routes serve the side cart. */
export function registerCartRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  app.get('/cart', async (request, reply) => {
    const cart = await readCart(ctx.db, ctx.requestContext(request).visitorId, ctx.site.currency);
    const main = cartHtml(cart, ctx.requestContext(request).csrfToken);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await ctx.renderPage(request, { title: 'Cart', main, path: '/cart' }));
  });

  app.post('/cart/add', async (request, reply) => {
    const input = parseInput(shopCartFormSchema, request.body, 'SHOP_BAD_CART_INPUT');
    await addToCart(ctx.db, ctx.requestContext(request).visitorId, input.productId, input.quantity);
    return reply.redirect('/cart', 303);
  });

  app.post('/cart/remove', async (request, reply) => {
    const input = parseInput(shopCartFormSchema, request.body, 'SHOP_BAD_CART_INPUT');
    await removeFromCart(ctx.db, ctx.requestContext(request).visitorId, input.productId);
    return reply.redirect('/cart', 303);
  });

  app.get('/api/shop/cart', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(await readCart(ctx.db, ctx.requestContext(request).visitorId, ctx.site.currency)),
  );

  app.post('/api/shop/cart/lines', async (request, reply) => {
    const input = parseInput(shopCartLineInputSchema, request.body, 'SHOP_BAD_CART_INPUT');
    await addToCart(ctx.db, ctx.requestContext(request).visitorId, input.productId, input.quantity);
    return reply.status(201).send(await readCart(ctx.db, ctx.requestContext(request).visitorId, ctx.site.currency));
  });

  app.delete('/api/shop/cart/lines/:productId', async (request, reply) => {
    const { productId } = parseInput(shopCartLineParamsSchema, request.params, 'SHOP_BAD_CART_INPUT');
    await removeFromCart(ctx.db, ctx.requestContext(request).visitorId, productId);
    return reply.send(await readCart(ctx.db, ctx.requestContext(request).visitorId, ctx.site.currency));
  });
}
