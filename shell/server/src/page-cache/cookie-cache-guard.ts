import type { FastifyInstance } from 'fastify';

/**
 * No answer that sets a cookie may be stored by a shared cache: one visitor's id (and with it a cart)
 * would be handed to everyone behind it. Whatever a route said, such an answer becomes private.
 */
export function registerCookieCacheGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('set-cookie')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\b(no-store|private)\b/.test(cacheControl)) reply.header('cache-control', 'private, no-cache');
    return payload;
  });
}
