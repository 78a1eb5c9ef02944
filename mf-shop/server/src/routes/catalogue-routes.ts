import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, refusedAs } from '@site/platform-kit/http';
import {
  SHOP_FILTER_KEYS,
  shopArchiveQuerySchema,
  shopSlugParamsSchema,
  type ShopArchiveQuery,
} from '@site/shared-contracts/shop';
import { catalogueState, type CatalogueState, type Category } from '../data/catalogue-cache';
import { findProduct, PER_PAGE } from '../data/products';
import { searchArchive } from '../filters/archive-search';
import { archiveUrl } from '../urls/archive-urls';
import { categoryUrl, productUrl } from '../urls/shop-urls';
import { archiveHtml } from '../views/archive-page';
import { productHtml } from '../views/product-page';
import { sendPage, type ShopContext } from './route-kit';

const archiveSchema = { querystring: shopArchiveQuerySchema };
const categorySchema = { params: shopSlugParamsSchema, querystring: shopArchiveQuerySchema };
const refused = refusedAs({ params: 'SHOP_BAD_SLUG', querystring: 'SHOP_BAD_QUERY' });

type Archive = { basePath: string; category: Category | null; query: ShopArchiveQuery; state: CatalogueState };

const blankKeys = new Set<string>([...SHOP_FILTER_KEYS, 'orderby']);

/**
 * The sidebar's GET form sends every field, blank ones too (`min_price=&rating=`). Such a request is sent
 * on to the view's one URL (what the filter links use), so the address bar and the page cache see one URL
 * per choice of filters.
 */
function blankFields(request: FastifyRequest): boolean {
  const url = request.raw.url ?? '';
  const search = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
  return [...search].some(([key, value]) => value === '' && blankKeys.has(key));
}

/** The shop and category archives: the filter sidebar, one page of 24 cards, a sort form and numbered pages. */
async function sendArchive(ctx: ShopContext, request: FastifyRequest, reply: FastifyReply, archive: Archive) {
  const { basePath, category, query, state } = archive;
  const view = { orderby: query.orderby, page: query.paged, filters: query.filters };
  if (blankFields(request)) return reply.redirect(archiveUrl(basePath, view), 302);
  const result = await searchArchive(ctx.db, state, { category, ...view, perPage: PER_PAGE }, ctx.settings.facetWait);
  const heading = category ? category.name : 'Shop';
  const main = archiveHtml({
    heading,
    description: category?.description,
    basePath,
    category,
    view,
    state,
    counts: result.counts,
    brands: state.brands,
    perPage: PER_PAGE,
    total: result.total,
    more: result.more,
    products: result.products,
    currency: ctx.site.currency,
    csrfToken: ctx.requestContext(request).csrfToken,
  });
  return sendPage(ctx, request, reply, {
    title: query.paged > 1 ? `${heading} – Page ${query.paged}` : heading,
    description: category?.description,
    main,
    // Every sort and choice of filters names the plain archive as canonical: one page for search engines.
    path: basePath,
    // Answered from an older index, or without one: the shared cache would keep it under the new token.
    cacheable: !result.stale,
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
