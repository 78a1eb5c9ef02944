import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_POSTS_PER_PAGE,
  commentFormSchema,
  contentSlugSchema,
  postListQuerySchema,
} from '@site/shared-contracts/content';
import type { PageContent } from '@site/shared-contracts/platform';
import type { ContentPlugin } from './plugin-type';
import { contentError } from './errors';
import { adjacentPosts, findCategory, findPost, listComments, listPosts } from './queries';
import { listingMain, pageHref } from './views/list-html';
import { postMain } from './views/post-html';

function parsePage(query: unknown): number {
  const parsed = postListQuerySchema.safeParse(query);
  if (!parsed.success)
    throw contentError(400, 'CONTENT_BAD_PAGE', 'The page number must be a whole number of 1 or more.');
  return parsed.data.paged;
}

/** A slug that cannot exist is simply an unknown page, not a malformed request. */
function parseSlug(params: unknown): string {
  const slug = contentSlugSchema.safeParse((params as { slug?: unknown }).slug);
  if (!slug.success) throw contentError(404, 'CONTENT_NOT_FOUND', 'No such page.');
  return slug.data;
}

export const contentRoutes: ContentPlugin = async (app, ctx) => {
  const send = async (request: FastifyRequest, reply: FastifyReply, page: PageContent) =>
    reply.type('text/html; charset=utf-8').send(await ctx.renderPage(request, page));

  const listing = async (
    request: FastifyRequest,
    reply: FastifyReply,
    base: { path: string; heading: string; intro?: string; categoryId?: number },
  ) => {
    const page = parsePage(request.query);
    const { posts, total } = await listPosts(ctx.db, {
      categoryId: base.categoryId,
      page,
      perPage: CONTENT_POSTS_PER_PAGE,
    });
    const totalPages = Math.max(1, Math.ceil(total / CONTENT_POSTS_PER_PAGE));
    if (page > totalPages) throw contentError(404, 'CONTENT_PAGE_NOT_FOUND', `There is no page ${page}.`);
    const suffix = page > 1 ? ` – Page ${page}` : '';
    return send(request, reply, {
      title: `${base.heading}${suffix}`,
      description: base.intro,
      path: pageHref(base.path, page),
      main: listingMain({ heading: base.heading, intro: base.intro, posts, basePath: base.path, page, totalPages }),
    });
  };

  app.get('/blog', (request, reply) => listing(request, reply, { path: '/blog', heading: 'Latest posts' }));

  app.get('/category/:slug', async (request, reply) => {
    const category = await findCategory(ctx.db, parseSlug(request.params));
    if (!category) throw contentError(404, 'CONTENT_CATEGORY_NOT_FOUND', 'No such category.');
    return listing(request, reply, {
      path: `/category/${category.slug}`,
      heading: category.name,
      intro: category.description,
      categoryId: category.id,
    });
  });

  app.get('/blog/:slug', async (request, reply) => {
    const post = await findPost(ctx.db, parseSlug(request.params));
    if (!post) throw contentError(404, 'CONTENT_POST_NOT_FOUND', 'No such post.');
    const { visitor, csrfToken } = ctx.requestContext(request);
    const [comments, adjacent] = await Promise.all([listComments(ctx.db, post.id), adjacentPosts(ctx.db, post)]);
    return send(request, reply, {
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      main: postMain({ post, comments, adjacent, visitor, csrfToken, now: new Date() }),
    });
  });

  // Form post from the comment/reply forms; the shell has already checked the CSRF token.
  app.post('/blog/:slug/comments', async (request, reply) => {
    const { visitor } = ctx.requestContext(request);
    if (!visitor.loggedIn)
      throw contentError(403, 'CONTENT_LOGIN_REQUIRED', 'You must be logged in to post a comment.');
    const post = await findPost(ctx.db, parseSlug(request.params));
    if (!post) throw contentError(404, 'CONTENT_POST_NOT_FOUND', 'No such post.');
    const form = commentFormSchema.safeParse(request.body ?? {});
    if (!form.success)
      throw contentError(400, 'CONTENT_BAD_COMMENT', form.error.issues[0]?.message ?? 'Invalid comment.');
    const { body, parent_id: parentId = null } = form.data;
    if (parentId !== null) {
      const parent = await ctx.db.query('SELECT 1 FROM content.comments WHERE id = $1 AND post_id = $2', [
        parentId,
        post.id,
      ]);
      if (!parent.rows.length)
        throw contentError(400, 'CONTENT_BAD_PARENT', 'The comment you replied to does not exist.');
    }
    const { rows } = await ctx.db.query(
      'INSERT INTO content.comments (post_id, parent_id, author_name, body) VALUES ($1, $2, $3, $4) RETURNING id',
      [post.id, parentId, visitor.user.displayName, body],
    );
    return reply.redirect(`/blog/${post.slug}#comment-${Number(rows[0]?.id)}`, 303);
  });
};
