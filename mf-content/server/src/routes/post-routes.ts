import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '@site/platform-kit/http';
import { commentFormSchema, contentSlugParamsSchema } from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import { commentOnPost, insertComment, listComments } from '../data/comments';
import { adjacentPosts, findPost } from '../data/posts';
import { postMain } from '../views/post-html';
import { contentRefusal, noSuchPost } from './refusals';
import { sendPage } from './send-page';

/** GET /blog/:slug, the post page, and POST /blog/:slug/comments, its comment and reply forms. */
export function registerPostRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/blog/:slug',
    { schema: { params: contentSlugParamsSchema }, schemaErrorFormatter: contentRefusal },
    async (request, reply) => {
      const post = await findPost(ctx.db, request.params.slug);
      if (!post) throw noSuchPost();
      const { visitor, csrfToken } = ctx.requestContext(request);
      const [comments, adjacent] = await Promise.all([listComments(ctx.db, post.id), adjacentPosts(ctx.db, post)]);
      return sendPage(ctx, request, reply, {
        title: post.title,
        description: post.excerpt,
        path: `/blog/${post.slug}`,
        cacheable: true,
        main: String(postMain({ post, comments, adjacent, visitor, csrfToken, now: new Date() })),
      });
    },
  );

  // A no-JS form post; the shell has checked the CSRF token by the time the handler runs.
  typed.post(
    '/blog/:slug/comments',
    { schema: { params: contentSlugParamsSchema, body: commentFormSchema }, schemaErrorFormatter: contentRefusal },
    async (request, reply) => {
      const { visitor } = ctx.requestContext(request);
      if (!visitor.loggedIn) throw forbidden('You must be logged in to post a comment.', 'CONTENT_LOGIN_REQUIRED');
      const post = await findPost(ctx.db, request.params.slug);
      if (!post) throw noSuchPost();
      const { body, parent_id: parentId = null } = request.body;
      if (parentId !== null && !(await commentOnPost(ctx.db, parentId, post.id))) {
        throw badRequest('The comment you replied to does not exist.', 'CONTENT_BAD_PARENT');
      }
      const id = await insertComment(ctx.db, { postId: post.id, parentId, authorName: visitor.user.displayName, body });
      return reply.redirect(`/blog/${post.slug}#comment-${id}`, 303);
    },
  );
}
