import type { FastifyInstance } from 'fastify';

// How long keep-alive clients get to notice `Connection: close` before idle sockets are closed for them.
const GRACE_MS = 1_500;
const SWEEP_MS = 250;
const POLL_MS = 50;

const openConnections = (app: FastifyInstance): Promise<number> =>
  new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * Zero-downtime shutdown (SIGTERM, a cluster worker being replaced). Once close() has begun every
 * answer says `Connection: close`, and for up to 1.5 s the server keeps listening while the clients of its
 * open connections read that and go; then the listening socket closes (in a cluster the primary sends new
 * connections to the other workers). A keep-alive client that reads `Connection: close` opens its next
 * connection elsewhere instead of sending a request into a socket about to be reset. Requests that still
 * arrive on open sockets are served, not refused (Fastify's return503OnClosing is off in app.ts); sockets
 * left idle are closed after another grace, so close() does not wait out keep-alive time-outs.
 */
export function registerDrain(app: FastifyInstance, beforeGrace: () => void = () => {}): void {
  let draining = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    draining = true;
    // Whatever answers outside Fastify (the page cache front) stops first: its answers would not say
    // `Connection: close`, and its keep-alive clients would stay until their sockets are reset.
    beforeGrace();
    // Node's server.close() (next, in Fastify's close) drops every idle keep-alive socket at once, racing
    // a client about to reuse one. First let busy clients read a `Connection: close` and leave on their own.
    const until = Date.now() + GRACE_MS;
    while (app.server.listening && Date.now() < until && (await openConnections(app)) > 0) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
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
