import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SliceContext } from '@site/shared-contracts/platform';
import { shopArchiveQuerySchema, shopSlugParamsSchema } from '@site/shared-contracts/shop';
import { catalogueState, categoryTreeIdsOf, type CatalogueState } from '../catalogue-cache';
import { findProduct, listProducts, PER_PAGE } from '../catalogue-queries';
import { productSvg } from '../product-image';
import { archiveHtml } from '../views/archive-html';
import { productHtml } from '../views/product-html';
import { parseInput, shopNotFound } from './validate';

type Ctx = SliceContext<FastifyRequest>;

async function archive(
  ctx: Ctx,
  request: FastifyRequest,
  basePath: string,
  category: { id: number; name: string; description: string } | null,
  state: CatalogueState,
) {
  const query = parseInput(shopArchiveQuerySchema, request.query, 'SHOP_BAD_QUERY');
  const categoryIds = category ? categoryTreeIdsOf(state, category.id) : undefined;
  const { total, products } = await listProducts(ctx.db, {
    categoryIds,
    orderby: query.orderby,
    page: query.paged,
    state,
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (query.paged > pages)
    throw shopNotFound(`Page ${query.paged} does not exist: there are ${pages} pages.`, 'SHOP_PAGE_NOT_FOUND');
  const heading = category ? category.name : 'Shop';
  const main = archiveHtml({
    heading,
    description: category?.description,
    basePath,
    orderby: query.orderby,
    page: query.paged,
    perPage: PER_PAGE,
    total,
    products,
    currency: ctx.site.currency,
  });
  return ctx.renderPage(request, {
    title: query.paged > 1 ? `${heading} – Page ${query.paged}` : heading,
    description: category?.description,
    main,
    path: basePath,
  });
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/shop', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(await archive(ctx, request, '/shop', null, await catalogueState(ctx.db))),
  );

  app.get('/product-category/:slug', async (request, reply) => {
    const { slug } = parseInput(shopSlugParamsSchema, request.params, 'SHOP_BAD_SLUG');
    const state = await catalogueState(ctx.db);
    const category = state.bySlug.get(slug);
    if (!category) throw shopNotFound(`No product category '${slug}'.`, 'SHOP_CATEGORY_NOT_FOUND');
    return reply
      .type('text/html; charset=utf-8')
      .send(await archive(ctx, request, `/product-category/${slug}`, category, state));
  });

  app.get('/product/:slug', async (request, reply) => {
    const { slug } = parseInput(shopSlugParamsSchema, request.params, 'SHOP_BAD_SLUG');
    const product = await findProduct(ctx.db, slug);
    if (!product) throw shopNotFound(`No product '${slug}'.`, 'SHOP_PRODUCT_NOT_FOUND');
    const main = productHtml(product, ctx.site.currency, ctx.requestContext(request).csrfToken);
    const html = await ctx.renderPage(request, {
      title: product.title,
      description: product.excerpt,
      main,
      path: `/product/${slug}`,
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/img/product/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,9})\.svg$/.exec((request.params as { file: string }).file);
    if (!match) throw shopNotFound('No such image.', 'SHOP_IMAGE_NOT_FOUND');
    const { rows } = await ctx.db.query<{ title: string; image_seed: number; image_color: string }>(
      'SELECT title, image_seed, image_color FROM shop.products WHERE id = $1',
      [Number(match[1])],
    );
    const product = rows[0];
    if (!product) throw shopNotFound('No such image.', 'SHOP_IMAGE_NOT_FOUND');
    // Images are a pure function of stored seed data, so browsers may keep them for a day.
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(productSvg(product));
  });
}
