import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteNames, type RemoteName } from '@site/shared-contracts/platform';
import { SHELL_LOADER_HASH } from '../layout/shell-loader';

/**
 * The Trusted Types policies a page may create, each once: the inline loader's, the page loader's (it can only
 * make the island host's URL), the shell's own, each build's chunk loader (rspack `output.trustedTypes`,
 * `<name>#chunks`) and one per team named after its remote, for the few places a team turns server HTML into
 * DOM. No `default` policy: a string reaching a script or HTML sink anywhere else is refused, not converted.
 */
export const trustedTypePolicies = [
  'shell-loader',
  'shell-host',
  'shell',
  'shell#chunks',
  // The page loader's own chunks (the header's menu script, loaded on first reach).
  'shell-main#chunks',
  ...remoteNames.flatMap((remote) => [remote, `${remote}#chunks`]),
];

/** What a browser holding a dev override needs beyond the site's policy: the dev server (`npm run dev:remote`). */
export type DevSources = { remote: RemoteName; origin: string; socketOrigin: string };

/** The dev server's error overlay (tools/rspack/dev-server.mjs names it so); only a dev override's page lists it. */
export const devOverlayPolicy = (remote: RemoteName) => `${remote}#dev-overlay`;

/** The only origins a page may frame: mf-content's video embeds (no cookies until the visitor plays). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Two policies, both enforced (a resource must pass each):
 * 1. strict, hash-based: the one inline script by its hash, whatever it loads by 'strict-dynamic', no
 *    parser-inserted script otherwise, Trusted Types for every DOM script and HTML sink. A hash, not a
 *    nonce: the loader's text is the same on every page, so cached HTML stays valid (docs/decisions.md).
 * 2. the origin allow-list: scripts only from this origin (shell and the remote store) and the origins
 *    allowed to serve remotes (the list the page snapshot's `allowedOrigins` gives the MF runtime), which
 *    'strict-dynamic' alone would drop. Inline JSON data is not script. No 'unsafe-eval' in either.
 * With `dev` (this browser holds a QA override pointing at a dev server): that server's origin for scripts, its
 * live-reload socket for connections and its error overlay's Trusted Types policy, for this response only.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[], dev: DevSources | null = null): string {
  const scripts = dev && !remoteOrigins.includes(dev.origin) ? [...remoteOrigins, dev.origin] : remoteOrigins;
  const extra = scripts.length ? ` ${scripts.join(' ')}` : '';
  const connect = dev ? `${extra} ${dev.socketOrigin}` : extra;
  const policies = dev ? [...trustedTypePolicies, devOverlayPolicy(dev.remote)] : trustedTypePolicies;
  const strict = [
    `script-src ${SHELL_LOADER_HASH} 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${policies.join(' ')}`,
  ].join('; ');
  const allowList = [
    "default-src 'self'",
    `script-src 'self'${extra} ${SHELL_LOADER_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Post videos (mf-content, issue 14): the two hosts' privacy embeds, loaded only when a visitor clicks play.
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    `connect-src 'self'${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
  // One header, policies separated by a comma (the same as two header lines).
  return `${strict}, ${allowList}`;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    https: boolean;
    remoteOrigins?: readonly string[];
    /** This request's dev override, if its browser holds a valid one (verified per request). */
    devSources?: (request: FastifyRequest) => DevSources | null;
  },
): void {
  const csp = contentSecurityPolicy(options.remoteOrigins ?? []);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const dev = options.devSources?.(request) ?? null;
      reply.header('content-security-policy', dev ? contentSecurityPolicy(options.remoteOrigins ?? [], dev) : csp);
      reply.header('x-frame-options', 'SAMEORIGIN');
      // Pages inline this visitor's remote snapshot (canary bucket, QA override): no shared caching.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    }
    return payload;
  });
}
