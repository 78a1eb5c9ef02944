import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '@site/platform-kit/http';
import { contentSlugParamsSchema, postListQuerySchema } from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import { findCategory } from '../data/categories';
import { loadLoopFromUrl, pageAddress } from '../loop/url-loop';
import {
  archiveWidget,
  BLOG_DOCUMENT_ID,
  BLOG_WIDGET,
  categoryDocumentId,
  PICKS_WIDGET,
  type LoopWidget,
} from '../loop/widgets';
import { archiveHtml } from '../views/loop-html';
import { contentRefusal } from './refusals';
import { sendPage } from './send-page';

type Listing = { path: string; postId: number; main: LoopWidget; aside?: LoopWidget };

/** Page 1 is the bare path, so a listing has one canonical address (filtered views point to it too). */
const canonical = (path: string, page: number, filtered: boolean) =>
  page <= 1 || filtered ? path : `${path}?paged=${page}`;

/**
 * GET /blog and GET /category/:slug: loop-grid widgets rendered on the server, filtered by the address
 * (spec 2.6 `e-filter-{widgetId}-{taxonomy}`) and paged by `?paged=N`; /blog also has the top-rated grid.
 */
export function registerListingRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const listing = async (request: FastifyRequest, reply: FastifyReply, list: Listing) => {
    const url = pageAddress(list.path, request.url);
    const [main, aside] = await Promise.all(
      [list.main, list.aside].map((widget) => widget && loadLoopFromUrl(ctx.db, widget, list.postId, url)),
    );
    if (!main) throw new Error('a listing has its main widget');
    if (main.page > main.totalPages) throw notFound(`There is no page ${main.page}.`, 'CONTENT_PAGE_NOT_FOUND');
    const filtered = main.filters.some((f) => f.filterData.terms.length > 0);
    return sendPage(ctx, request, reply, {
      title: main.page > 1 ? `${list.main.title} – Page ${main.page}` : list.main.title,
      description: list.main.intro,
      path: canonical(list.path, main.page, filtered),
      cacheable: true,
      main: String(archiveHtml(main, aside)),
    });
  };

  typed.get(
    '/blog',
    { schema: { querystring: postListQuerySchema }, schemaErrorFormatter: contentRefusal },
    (request, reply) =>
      listing(request, reply, { path: '/blog', postId: BLOG_DOCUMENT_ID, main: BLOG_WIDGET, aside: PICKS_WIDGET }),
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
        postId: categoryDocumentId(category.id),
        main: archiveWidget(category),
      });
    },
  );
}
