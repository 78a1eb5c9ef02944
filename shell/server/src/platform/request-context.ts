import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/** Refuse cross-site state changes: Fetch Metadata first, Origin as the fallback, then the token. */
export function checkCsrf(request: FastifyRequest, secret: string, siteOrigin: string): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') throw forbidden('Cross-site request refused', 'CSRF_REFUSED');
  const origin = request.headers.origin;
  // Pages sent with `Referrer-Policy: no-referrer` (mf-auth's reset and confirm pages, bar A5) make the
  // browser post their forms with `Origin: null`; Fetch Metadata still proves those same-origin, and
  // the token below is checked as for every other post.
  const opaqueSameOrigin = origin === 'null' && site === 'same-origin';
  if (
    origin &&
    !opaqueSameOrigin &&
    origin !== siteOrigin &&
    origin !== `http://${request.headers.host}` &&
    origin !== `https://${request.headers.host}`
  ) {
    throw forbidden('Cross-origin request refused', 'CSRF_REFUSED');
  }
  const body = request.body as Record<string, unknown> | undefined;
  const sent = request.headers[CSRF_HEADER] ?? (body && typeof body === 'object' ? body[CSRF_FIELD] : undefined);
  if (typeof sent !== 'string' || !sameToken(sent, csrfTokenFor(secret, request.visitorId))) {
    throw forbidden('Your form expired. Reload the page and try again.', 'CSRF_INVALID');
  }
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
  app.decorateRequest('siteContext', null as unknown as RequestContext);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const existing = request.cookies[VISITOR_COOKIE];
    const visitorId =
      existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing) ? existing : randomBytes(18).toString('base64url');
    if (visitorId !== existing) {
      reply.setCookie(VISITOR_COOKIE, visitorId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    request.visitorId = visitorId;
  });
  // preValidation: after the body is parsed, before a route schema strips `_csrf` or refuses the input, so
  // a cross-site or token-less post is refused as such whatever its body looks like.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config?.csrfExempt !== true) {
      checkCsrf(request, options.secret, options.siteOrigin);
    }
    request.siteContext = {
      visitorId: request.visitorId,
      visitor: await options.resolveVisitor(request),
      csrfToken: csrfTokenFor(options.secret, request.visitorId),
    };
  });
}
