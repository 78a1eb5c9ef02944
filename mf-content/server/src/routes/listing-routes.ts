import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import { CONTENT_POSTS_PER_PAGE, contentSlugParamsSchema, postListQuerySchema } from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import { findCategory } from '../data/categories';
import { listPosts } from '../data/posts';
import { listingMain, pageHref } from '../views/list-html';
import { contentRefusal } from './refusals';
import { sendPage } from './send-page';

type Listing = { path: string; heading: string; intro?: string; categoryId?: number; page: number };

/** GET /blog and GET /category/:slug, newest first, CONTENT_POSTS_PER_PAGE a page (?paged=N). */
export function registerListingRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const listing = async (request: FastifyRequest, reply: FastifyReply, list: Listing) => {
    const { page } = list;
    const { posts, total } = await listPosts(ctx.db, {
      categoryId: list.categoryId,
      page,
      perPage: CONTENT_POSTS_PER_PAGE,
    });
    const totalPages = Math.max(1, Math.ceil(total / CONTENT_POSTS_PER_PAGE));
    if (page > totalPages) throw notFound(`There is no page ${page}.`, 'CONTENT_PAGE_NOT_FOUND');
    return sendPage(ctx, request, reply, {
      title: page > 1 ? `${list.heading} – Page ${page}` : list.heading,
      description: list.intro,
      path: pageHref(list.path, page),
      cacheable: true,
      main: String(
        listingMain({ heading: list.heading, intro: list.intro, posts, basePath: list.path, page, totalPages }),
      ),
    });
  };

  typed.get(
    '/blog',
    { schema: { querystring: postListQuerySchema }, schemaErrorFormatter: contentRefusal },
    (request, reply) => listing(request, reply, { path: '/blog', heading: 'Latest posts', page: request.query.paged }),
  );

  typed.get(
    '/category/:slug',
    {
      schema: { params: contentSlugParamsSchema, querystring: postListQuerySchema },
      schemaErrorFormatter: contentRefusal,
    },
    async (request, reply) => {
      const category = await findCategory(ctx.db, request.params.slug);
      if (!category) throw notFound('No such category.', 'CONTENT_CATEGORY_NOT_FOUND');
      return listing(request, reply, {
        path: `/category/${category.slug}`,
        heading: category.name,
        intro: category.description,
        categoryId: category.id,
        page: request.query.paged,
      });
    },
  );
}
