import type { FastifyInstance } from 'fastify';

// How long keep-alive clients get to notice `Connection: close` before idle sockets are closed for them.
const GRACE_MS = 1_500;
const SWEEP_MS = 250;

/**
 * Zero-downtime shutdown (SIGTERM, a cluster worker being replaced). Once close() has begun the
 * listening socket stops taking connections (in a cluster the primary sends them to the other workers),
 * and every answer still sent says `Connection: close`, so a keep-alive client reads it and opens its
 * next connection elsewhere instead of sending a request into a socket about to be reset. Requests that
 * still arrive on open sockets are served, not refused (Fastify's return503OnClosing is off in app.ts);
 * after a short grace the sockets left idle are closed, so close() does not wait out keep-alive time-outs.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    const closeIdle = () => app.server.closeIdleConnections?.();
    sweep = setTimeout(function again() {
      closeIdle();
      sweep = setTimeout(again, SWEEP_MS).unref();
    }, GRACE_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(sweep));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
