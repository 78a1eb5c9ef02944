import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, refusedAs } from '@site/platform-kit/http';
import { shopArchiveQuerySchema, shopSlugParamsSchema, type ShopArchiveQuery } from '@site/shared-contracts/shop';
import { catalogueState, categoryTreeIdsOf, type CatalogueState, type Category } from '../data/catalogue-cache';
import { findProduct, listProducts, PER_PAGE } from '../data/products';
import { categoryUrl, productUrl } from '../urls/shop-urls';
import { archiveHtml } from '../views/archive-page';
import { productHtml } from '../views/product-page';
import { sendPage, type ShopContext } from './route-kit';

const archiveSchema = { querystring: shopArchiveQuerySchema };
const categorySchema = { params: shopSlugParamsSchema, querystring: shopArchiveQuerySchema };
const refused = refusedAs({ params: 'SHOP_BAD_SLUG', querystring: 'SHOP_BAD_QUERY' });

type Archive = { basePath: string; category: Category | null; query: ShopArchiveQuery; state: CatalogueState };

/** The shop and category archives: one page of 24 cards, a sort form and numbered pages. */
async function sendArchive(ctx: ShopContext, request: FastifyRequest, reply: FastifyReply, archive: Archive) {
  const { basePath, category, query, state } = archive;
  const categoryIds = category ? categoryTreeIdsOf(state, category.id) : undefined;
  const { total, products } = await listProducts(ctx.db, {
    categoryIds,
    orderby: query.orderby,
    page: query.paged,
    state,
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (query.paged > pages) {
    throw notFound(`Page ${query.paged} does not exist: there are ${pages} pages.`, 'SHOP_PAGE_NOT_FOUND');
  }
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
  return sendPage(ctx, request, reply, {
    title: query.paged > 1 ? `${heading} – Page ${query.paged}` : heading,
    description: category?.description,
    main,
    path: basePath,
    cacheable: true,
  });
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: ShopContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/shop', { schema: archiveSchema, schemaErrorFormatter: refused }, async (request, reply) => {
    const state = await catalogueState(ctx.db);
    return sendArchive(ctx, request, reply, { basePath: '/shop', category: null, query: request.query, state });
  });

  typed.get(
    '/product-category/:slug',
    { schema: categorySchema, schemaErrorFormatter: refused },
    async (request, reply) => {
      const { slug } = request.params;
      const state = await catalogueState(ctx.db);
      const category = state.bySlug.get(slug);
      if (!category) throw notFound(`No product category '${slug}'.`, 'SHOP_CATEGORY_NOT_FOUND');
      return sendArchive(ctx, request, reply, { basePath: categoryUrl(slug), category, query: request.query, state });
    },
  );

  typed.get(
    '/product/:slug',
    { schema: { params: shopSlugParamsSchema }, schemaErrorFormatter: refused },
    async (request, reply) => {
      const { slug } = request.params;
      const product = await findProduct(ctx.db, slug);
      if (!product) throw notFound(`No product '${slug}'.`, 'SHOP_PRODUCT_NOT_FOUND');
      return sendPage(ctx, request, reply, {
        title: product.title,
        description: product.excerpt,
        main: productHtml(product, ctx.site.currency, ctx.requestContext(request).csrfToken),
        path: productUrl(slug),
        cacheable: true,
      });
    },
  );
}
