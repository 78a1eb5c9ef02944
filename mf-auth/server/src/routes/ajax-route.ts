import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ajaxActionSchema,
  siteLoginFormSchema,
  siteRegisterFormSchema,
  siteResetRequestFormSchema,
} from '@site/shared-contracts/auth';
import type { AuthDeps } from '../deps';
import { logIn } from '../login-flow';
import { failure, type AuthOutcome } from '../outcome';
import { register } from '../register-flow';
import { requestReset } from '../reset-flow';
import { ajaxBody, applyOutcome } from './respond';

type AjaxHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<AuthOutcome>;

/**
 * The site's one AJAX endpoint (spec 7.2): a single route that dispatches on `action`. Fastify allows
 * one handler per route, so further actions are added to this table rather than as new routes. The
 * actions are thin adapters over the same services the no-JS pages use.
 */
export function registerAjaxRoute(app: FastifyInstance, deps: AuthDeps): void {
  const actions: Record<string, AjaxHandler> = {
    async site_login(request, reply) {
      const parsed = siteLoginFormSchema.safeParse(request.body);
      if (!parsed.success) return failure(400, 'Please enter your e-mail address and password.');
      return logIn(deps, request, reply, parsed.data);
    },
    async site_register(request) {
      const parsed = siteRegisterFormSchema.safeParse(request.body);
      if (!parsed.success)
        return failure(400, 'Please fill in your e-mail address, name, password and the answer to the security check.');
      return register(deps, request, parsed.data);
    },
    async site_resetpass(request) {
      const parsed = siteResetRequestFormSchema.safeParse(request.body);
      if (!parsed.success) return failure(400, 'Please enter your e-mail address.');
      return requestReset(deps, request, parsed.data);
    },
  };

  app.post('/api/ajax', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = ajaxActionSchema.safeParse(request.body);
    const handler =
      parsed.success && Object.hasOwn(actions, parsed.data.action) ? actions[parsed.data.action] : undefined;
    if (!handler)
      throw Object.assign(new Error('Unknown AJAX action'), { statusCode: 400, code: 'AJAX_UNKNOWN_ACTION' });
    const outcome = await handler(request, reply);
    applyOutcome(reply, outcome);
    return reply.send(ajaxBody(outcome));
  });
}
