import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, forbidden } from '@site/platform-kit/http';
import { commentFormSchema, contentSlugParamsSchema } from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import type { CommentLimiter } from '../comments/comment-limits';
import { commentOnPost, hasApprovedComment, insertComment, listComments } from '../data/comments';
import { findPost } from '../data/posts';
import { postMain } from '../views/post-html';
import { contentRefusal, noSuchPost } from './refusals';
import { sendPage } from './send-page';

/** GET /blog/:slug, the post page, and POST /blog/:slug/comments, its comment and reply forms. */
export function registerPostRoutes(
  app: FastifyInstance,
  ctx: SliceContext<FastifyRequest>,
  limitComment: CommentLimiter,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/blog/:slug',
    { schema: { params: contentSlugParamsSchema }, schemaErrorFormatter: contentRefusal },
    async (request, reply) => {
      const post = await findPost(ctx.db, request.params.slug);
      if (!post) throw noSuchPost();
      const { visitor, csrfToken } = ctx.requestContext(request);
      const viewerId = visitor.loggedIn ? visitor.user.id : null;
      const comments = await listComments(ctx.db, post.id, viewerId);
      return sendPage(ctx, request, reply, {
        title: post.title,
        description: post.excerpt,
        path: `/blog/${post.slug}`,
        cacheable: true,
        main: String(
          postMain({
            post,
            comments,
            adjacent: post.adjacent,
            visitor,
            csrfToken,
            now: new Date(),
            siteUrl: ctx.site.siteUrl,
          }),
        ),
      });
    },
  );

  // A no-JS form post; the shell has checked the CSRF token by the time the handler runs. A first
  // comment from an account waits for an administrator (spam from fresh accounts never goes live); an
  // administrator's, or one from an account with a comment already let through, is published at once.
  typed.post(
    '/blog/:slug/comments',
    { schema: { params: contentSlugParamsSchema, body: commentFormSchema }, schemaErrorFormatter: contentRefusal },
    async (request, reply) => {
      const { visitor } = ctx.requestContext(request);
      if (!visitor.loggedIn) throw forbidden('You must be logged in to post a comment.', 'CONTENT_LOGIN_REQUIRED');
      await limitComment(request, visitor);
      const post = await findPost(ctx.db, request.params.slug);
      if (!post) throw noSuchPost();
      const { body, parent_id: parentId = null } = request.body;
      if (parentId !== null && !(await commentOnPost(ctx.db, parentId, post.id))) {
        throw badRequest('The comment you replied to does not exist.', 'CONTENT_BAD_PARENT');
      }
      const { user } = visitor;
      const trusted = user.roles.includes('admin') || (await hasApprovedComment(ctx.db, user.id));
      const id = await insertComment(ctx.db, {
        postId: post.id,
        parentId,
        authorId: user.id,
        authorName: user.displayName,
        body,
        status: trusted ? 'approved' : 'pending',
      });
      return reply.redirect(`/blog/${post.slug}#comment-${id}`, 303);
    },
  );
}
