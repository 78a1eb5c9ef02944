import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, notFound, unauthorized } from '@site/platform-kit/http';
import { commentModerationParamsSchema } from '@site/shared-contracts/content';
import type { SliceContext } from '@site/shared-contracts/platform';
import { decideComment, listPending, recentDecisions } from '../data/moderation';
import { moderationMain } from '../views/moderation-html';
import { sendPage } from './send-page';

const QUEUE_SIZE = 100;
const AUDIT_SIZE = 50;

/** Only administrators (mf-auth's 'admin' role in the visitor state) moderate. */
function requireModerator(ctx: SliceContext<FastifyRequest>, request: FastifyRequest) {
  const { visitor } = ctx.requestContext(request);
  if (!visitor.loggedIn) {
    throw unauthorized('Log in with an administrator account to moderate comments.', 'CONTENT_LOGIN_REQUIRED');
  }
  if (!visitor.user.roles.includes('admin')) {
    throw forbidden('Only administrators can moderate comments.', 'CONTENT_ADMIN_ONLY');
  }
  return visitor.user;
}

/**
 * GET /admin/comments, the queue of comments held for moderation with the audit trail, and
 * POST /admin/comments/:id/approve|reject (form posts, CSRF-checked by the shell before the schema).
 */
export function registerModerationRoutes(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/admin/comments', async (request, reply) => {
    requireModerator(ctx, request);
    const [pending, decisions] = await Promise.all([
      listPending(ctx.db, QUEUE_SIZE),
      recentDecisions(ctx.db, AUDIT_SIZE),
    ]);
    reply.header('cache-control', 'no-store');
    return sendPage(ctx, request, reply, {
      title: 'Comment moderation',
      path: '/admin/comments',
      main: String(moderationMain({ pending, decisions, csrfToken: ctx.requestContext(request).csrfToken })),
    });
  });

  typed.post(
    '/admin/comments/:id/:decision',
    { schema: { params: commentModerationParamsSchema } },
    async (request, reply) => {
      const moderator = requireModerator(ctx, request);
      const { id, decision } = request.params;
      // The route schema has bounded the id, so it always fits the column.
      const done = await decideComment(ctx.db, {
        commentId: id,
        decision: decision === 'approve' ? 'approved' : 'rejected',
        moderatorId: moderator.id,
        moderatorName: moderator.displayName,
      });
      // Unknown, or already decided (by another moderator a moment ago): the first decision stands.
      if (!done) throw notFound('No comment with that id is awaiting moderation.', 'CONTENT_NOT_PENDING');
      return reply.redirect('/admin/comments', 303);
    },
  );
}
