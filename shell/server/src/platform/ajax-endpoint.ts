import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '@site/platform-kit/http';
import type { AjaxActions } from '@site/shared-contracts/platform';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type AjaxRegistry = {
  /** The registry a slice's context carries: its registrations are recorded under its name. */
  forSlice(slice: string): AjaxActions<FastifyRequest, FastifyReply>;
  handlerOf(action: string): Handler | undefined;
};

/** Which slice answers which action of the site's one AJAX endpoint (filled while the slices register). */
export function createAjaxRegistry(): AjaxRegistry {
  const handlers = new Map<string, { slice: string; handler: Handler }>();
  return {
    forSlice: (slice) => ({
      register(action, handler) {
        const taken = handlers.get(action);
        if (taken) throw new Error(`AJAX action ${action} of ${slice} is already ${taken.slice}'s`);
        handlers.set(action, { slice, handler });
      },
    }),
    handlerOf: (action) => handlers.get(action)?.handler,
  };
}

const actionOf = (body: unknown): string | null => {
  const action = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).action : undefined;
  return typeof action === 'string' ? action : null;
};

/**
 * `POST {ajaxUrl}`: the body (a form or JSON) names its `action`, and the slice that registered it answers. A body
 * without one, or naming an action nobody registered, is the platform's 400 `AJAX_UNKNOWN_ACTION`. The CSRF check
 * of every POST has run before.
 */
export function registerAjaxEndpoint(app: FastifyInstance, url: string, registry: AjaxRegistry): void {
  app.post(url, async (request, reply) => {
    const action = actionOf(request.body);
    const handler = action === null ? undefined : registry.handlerOf(action);
    if (!handler) throw badRequest('Unknown AJAX action.', 'AJAX_UNKNOWN_ACTION');
    return handler(request, reply);
  });
}
