import type { FastifyInstance } from 'fastify';

/**
 * While the server drains (app.close() after SIGTERM), every answer still being sent says
 * `Connection: close`, so a keep-alive client closes the socket after reading it instead of sending its
 * next request into a socket that is about to be reset. New requests meanwhile get Fastify's own 503
 * with `Connection: close` (return503OnClosing), and idle sockets are closed (forceCloseConnections).
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
