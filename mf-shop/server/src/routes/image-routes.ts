import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import { shopProductParamsSchema } from '@site/shared-contracts/shop';
import { findProductImageSeed } from '../data/products';
import { productSvg } from '../views/product-svg';
import type { ShopContext } from './route-kit';

export function registerImageRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The file name carries the id (`/img/product/7.svg`); any other file name is no route at all (404).
  typed.get('/img/product/:productId.svg', { schema: { params: shopProductParamsSchema } }, async (request, reply) => {
    const product = await findProductImageSeed(ctx.db, request.params.productId);
    if (!product) throw notFound('No such image.', 'SHOP_IMAGE_NOT_FOUND');
    // Images are a pure function of stored seed data, so browsers may keep them for a day.
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productSvg(product).toString());
  });
}
