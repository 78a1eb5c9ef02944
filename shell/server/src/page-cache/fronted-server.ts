import http, { type RequestListener } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { CacheFront } from './cache-front';
import { answerHitsOnConnections } from './raw-hits';

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same time-outs), with the cache front
 * asked first: on the connection itself (raw-hits.ts), then in the request listener. The front is attached
 * once the app has built what it needs (store, snapshots). Closing idle or all connections (Node's server
 * close, the drain's sweep, tests) covers the connections read outside Node's http module too.
 */
export function frontedServer(front: () => CacheFront | null) {
  return (handler: RequestListener, options: FastifyServerOptions): http.Server => {
    let raw: ReturnType<typeof answerHitsOnConnections> | null = null;
    class FrontedServer extends http.Server {
      override closeIdleConnections(): void {
        super.closeIdleConnections();
        raw?.closeIdle();
      }
      override closeAllConnections(): void {
        super.closeAllConnections();
        raw?.closeAll();
      }
    }
    const server = new FrontedServer((request, response) => {
      if (!front()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    raw = answerHitsOnConnections(server, front);
    return server;
  };
}
