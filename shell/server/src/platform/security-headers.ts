import type { FastifyInstance } from 'fastify';

/**
 * Scripts come only from this origin (shell and the remote store) and the origins allowed to serve
 * remotes (the same list the page snapshot's `allowedOrigins` gives the MF runtime); inline JSON data is
 * not script.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const extra = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; remoteOrigins?: readonly string[] },
): void {
  const csp = contentSecurityPolicy(options.remoteOrigins ?? []);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'SAMEORIGIN');
      // Pages inline this visitor's remote snapshot (canary bucket, QA override): no shared caching.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}
