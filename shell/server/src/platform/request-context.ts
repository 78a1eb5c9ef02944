import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext, VisitorState } from '@site/shared-contracts/platform';
import { forbidden } from './errors';

export const VISITOR_COOKIE = 'site.vid';
const CSRF_FIELD = '_csrf';
const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type VisitorResolver = (request: FastifyRequest) => Promise<VisitorState>;

declare module 'fastify' {
  // Fastify's request type is extended by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Random, HttpOnly per-browser id: binds CSRF tokens and anonymous carts. Not personal data. */
    visitorId: string;
    /** The browser sent its visitor cookie; without it visitorId is fresh and kept only if needed. */
    hasVisitorCookie: boolean;
    siteContext: RequestContext;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** Only for routes authenticated by an Authorization header, never by cookies (e.g. deploy tokens). */
    csrfExempt?: boolean;
  }
}

export function csrfTokenFor(secret: string, visitorId: string): string {
  return createHmac('sha256', secret).update(`csrf:${visitorId}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Refuse cross-site state changes. A browser proves where a request comes from with `Origin` (sent on
 * every POST by every current browser) and Fetch Metadata; only when neither says anything (an old
 * browser, a script) is the form token the proof. This is why anonymous pages need no token in their
 * HTML and can be the same bytes for everyone (see docs/decisions.md, "CSRF without tokens in pages").
 */
export function checkCsrf(request: FastifyRequest, secret: string, siteOrigin: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw forbidden('Cross-site request refused', 'CSRF_REFUSED');
  const origin = request.headers.origin;
  // Pages sent with `Referrer-Policy: no-referrer` (mf-auth's reset and confirm pages, bar A5) make the
  // browser post their forms with `Origin: null`; only Fetch Metadata can prove those same-origin.
  if (origin === 'null') {
    if (site === 'same-origin') return;
    throw forbidden('Cross-origin request refused', 'CSRF_REFUSED');
  }
  if (origin) {
    const host = request.headers.host;
    if (origin === siteOrigin || origin === `http://${host}` || origin === `https://${host}`) return;
    throw forbidden('Cross-origin request refused', 'CSRF_REFUSED');
  }
  if (site === 'same-origin') return;
  const body = request.body as Record<string, unknown> | undefined;
  const sent = request.headers[CSRF_HEADER] ?? (body && typeof body === 'object' ? body[CSRF_FIELD] : undefined);
  if (typeof sent !== 'string' || !sameToken(sent, csrfTokenFor(secret, request.visitorId))) {
    throw forbidden('Your form expired. Reload the page and try again.', 'CSRF_INVALID');
  }
}

export type VisitorCookieOptions = { secureCookies: boolean };

/** Give this browser its visitor id for good (a state change, a canary bucket), unless it has one. */
export function keepVisitor(request: FastifyRequest, reply: FastifyReply, options: VisitorCookieOptions): void {
  if (request.hasVisitorCookie) return;
  reply.setCookie(VISITOR_COOKIE, request.visitorId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secureCookies,
    maxAge: 60 * 60 * 24 * 365,
  });
  request.hasVisitorCookie = true;
}

/**
 * Per request: the visitor cookie, the visitor state (filled by mf-auth in its issue) and CSRF checks
 * on every state-changing method.
 */
export function registerRequestContext(
  app: FastifyInstance,
  options: { secret: string; siteOrigin: string; secureCookies: boolean; resolveVisitor: VisitorResolver },
): void {
  app.decorateRequest('visitorId', '');
  app.decorateRequest('hasVisitorCookie', false);
  app.decorateRequest('siteContext', null as unknown as RequestContext);
  // Reading a page sets no cookie (so anonymous pages can be shared by caches); a state change does,
  // since that is what binds an anonymous cart or a form token to this browser.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[VISITOR_COOKIE];
    const valid = existing !== undefined && /^[A-Za-z0-9_-]{22,64}$/.test(existing);
    // Most requests never keep their fresh id: randomUUID draws from a pooled entropy buffer (122 random
    // bits), where randomBytes would ask the system for each one.
    request.visitorId = valid ? existing : randomUUID();
    request.hasVisitorCookie = valid;
    if (!SAFE_METHODS.has(request.method)) keepVisitor(request, reply, options);
  });
  // preValidation: after the body is parsed, before a route schema strips `_csrf` or refuses the input, so
  // a cross-site or token-less post is refused as such whatever its body looks like.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config?.csrfExempt !== true) {
      checkCsrf(request, options.secret, options.siteOrigin);
    }
    const visitor = await options.resolveVisitor(request);
    request.siteContext = {
      visitorId: request.visitorId,
      visitor,
      // Only a logged-in visitor's pages carry a token (for the rare browser that sends no Origin);
      // an anonymous page must be the same bytes for everyone.
      csrfToken: visitor.loggedIn ? csrfTokenFor(options.secret, request.visitorId) : '',
    };
  });
}
