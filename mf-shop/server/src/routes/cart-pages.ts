import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopCartFormSchema, shopCartUpdateFormSchema } from '@site/shared-contracts/shop';
import { addToCart, changeQuantity, readCart } from '../cart/cart';
import { sendCartCount } from '../cart/cart-cookie';
import { removeCartLine } from '../data/carts';
import { cartHtml } from '../views/cart-page';
import { refusedAs } from '@site/platform-kit/http';
import { sendPage, type ShopContext } from './route-kit';
import type { CartLimiter } from '../cart/cart-limits';

const refused = refusedAs({ body: 'SHOP_BAD_CART_INPUT' });

/**
 * The cart without JavaScript: a page, and form posts that redirect back (303, so a reload does not
 * re-post). A refused post shows the shell's error page with the reason; the cart is unchanged.
 */
export function registerCartPages(app: FastifyInstance, ctx: ShopContext, limit: CartLimiter): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const secure = ctx.site.siteUrl.startsWith('https:');
  const backToCart = async (reply: FastifyReply, visitorId: string) => {
    const { count } = await readCart(ctx.db, visitorId, ctx.site.currency);
    sendCartCount(reply, count, secure);
    return reply.redirect('/cart', 303);
  };

  typed.get('/cart', async (request, reply) => {
    const { visitorId, csrfToken } = ctx.requestContext(request);
    const cart = await readCart(ctx.db, visitorId, ctx.site.currency);
    // Resynchronises the header's count with the cart whenever the cart page is looked at.
    sendCartCount(reply, cart.count, secure);
    reply.header('cache-control', 'no-store');
    return sendPage(ctx, request, reply, { title: 'Cart', main: cartHtml(cart, csrfToken), path: '/cart' });
  });

  const form = { schema: { body: shopCartFormSchema }, schemaErrorFormatter: refused, onRequest: limit };

  typed.post('/cart/add', form, async (request, reply) => {
    const { visitorId } = ctx.requestContext(request);
    await addToCart(ctx.db, visitorId, request.body.productId, request.body.quantity);
    return backToCart(reply, visitorId);
  });

  typed.post(
    '/cart/update',
    { schema: { body: shopCartUpdateFormSchema }, schemaErrorFormatter: refused, onRequest: limit },
    async (request, reply) => {
      const { visitorId } = ctx.requestContext(request);
      await changeQuantity(ctx.db, visitorId, request.body.productId, request.body.quantity);
      return backToCart(reply, visitorId);
    },
  );

  typed.post('/cart/remove', form, async (request, reply) => {
    const { visitorId } = ctx.requestContext(request);
    await removeCartLine(ctx.db, visitorId, request.body.productId);
    return backToCart(reply, visitorId);
  });
}
