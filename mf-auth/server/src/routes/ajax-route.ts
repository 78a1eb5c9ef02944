import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthAjaxResponse, SliceContext } from '@site/shared-contracts';
import { ajaxActionSchema, siteLoginFormSchema } from '@site/shared-contracts';
import { logIn } from '../login-flow';
import { safeRedirectPath } from '../redirect';
import { LOGIN_FAILED_MESSAGE } from '../users';

type AjaxHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<AuthAjaxResponse>;

/**
 * The site's one AJAX endpoint (spec 7.2): a single route that dispatches on `action`. Fastify allows
 * one handler per route, so further actions are added to this table rather than as new routes.
 */
export function registerAjaxRoute(app: FastifyInstance, ctx: SliceContext<FastifyRequest>): void {
  const actions: Record<string, AjaxHandler> = {
    async site_login(request, reply) {
      const parsed = siteLoginFormSchema.safeParse(request.body);
      if (!parsed.success) {
        reply.status(400);
        return { error: true, message: 'Please enter your e-mail address and password.' };
      }
      if (!(await logIn(ctx.db, ctx.site.siteUrl, request, reply, parsed.data))) {
        reply.status(401);
        return { error: true, message: LOGIN_FAILED_MESSAGE };
      }
      const redirecturl = safeRedirectPath(parsed.data.redirect_to);
      return { error: false, message: 'Login successful, redirecting…', ...(redirecturl ? { redirecturl } : {}) };
    },
  };

  app.post('/api/ajax', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = ajaxActionSchema.safeParse(request.body);
    const handler = parsed.success && Object.hasOwn(actions, parsed.data.action) ? actions[parsed.data.action] : undefined;
    if (!handler) throw Object.assign(new Error('Unknown AJAX action'), { statusCode: 400, code: 'AJAX_UNKNOWN_ACTION' });
    return reply.send(await handler(request, reply));
  });
}
