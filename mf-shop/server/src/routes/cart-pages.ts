import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shopCartFormSchema } from '@site/shared-contracts/shop';
import { addToCart, readCart } from '../cart/cart';
import { removeCartLine } from '../data/carts';
import { cartHtml } from '../views/cart-page';
import { refusedAs } from '@site/platform-kit/http';
import { sendPage, type ShopContext } from './route-kit';

const formSchema = { body: shopCartFormSchema };
const refused = refusedAs({ body: 'SHOP_BAD_CART_INPUT' });

/** The cart without JavaScript: a page, and form posts that redirect back (303, so a reload does not re-post). */
export function registerCartPages(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/cart', async (request, reply) => {
    const { visitorId, csrfToken } = ctx.requestContext(request);
    const cart = await readCart(ctx.db, visitorId, ctx.site.currency);
    reply.header('cache-control', 'no-store');
    return sendPage(ctx, request, reply, { title: 'Cart', main: cartHtml(cart, csrfToken), path: '/cart' });
  });

  typed.post('/cart/add', { schema: formSchema, schemaErrorFormatter: refused }, async (request, reply) => {
    const { productId, quantity } = request.body;
    await addToCart(ctx.db, ctx.requestContext(request).visitorId, productId, quantity);
    return reply.redirect('/cart', 303);
  });

  typed.post('/cart/remove', { schema: formSchema, schemaErrorFormatter: refused }, async (request, reply) => {
    await removeCartLine(ctx.db, ctx.requestContext(request).visitorId, request.body.productId);
    return reply.redirect('/cart', 303);
  });
}
