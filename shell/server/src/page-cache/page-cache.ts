import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { wantsHtml } from '../platform/errors';
import { keepVisitor, VISITOR_COOKIE } from '../platform/request-context';
import type { Snapshots } from '../store/snapshot';
import type { CachedPage, PageStore } from './page-store';

declare module 'fastify' {
  // Fastify's request type is extended by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Where this request's page lives in the shared cache; null when the request may not use it. */
    pageCacheKey: string | null;
    /** Set by renderPage: the page rendered is the same for every anonymous visitor. */
    pageCacheable: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A state change that never alters what anonymous visitors see (telemetry): keeps the page cache. */
    keepsPageCache?: boolean;
  }
}

/** A CDN may hold a shared page a minute and serve it stale while it asks again; browsers always ask. */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PERSONAL_PAGE = 'private, no-cache';
// Lower case, as @fastify/compress writes it: it then sees the name is there and adds no second one.
const VARY = 'accept-encoding, cookie';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type PageCacheOptions = {
  enabled: boolean;
  store: PageStore;
  snapshots: Snapshots;
  /** Cookies that make a request personal (sessions, the QA override): no cache for it. */
  privateCookies: readonly string[];
  /** Every slice's content token, joined: part of the key, so any write anywhere shows at once. */
  contentVersion: () => Promise<string>;
  secureCookies: boolean;
};

const onlyVisitorCookie = (reply: FastifyReply): boolean =>
  ([] as unknown[])
    .concat(reply.getHeader('set-cookie') ?? [])
    .every((cookie) => String(cookie).startsWith(`${VISITOR_COOKIE}=`));

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, encodings: Negotiator) {
  const shared = !reply.hasHeader('set-cookie');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', shared ? SHARED_PAGE : PERSONAL_PAGE)
    .header('vary', VARY)
    .header('etag', page.etag)
    .header('x-page-cache', 'hit');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : undefined;
  // Compressed copies not made yet (or identity asked): the compression plugin does it on the fly.
  if (!body) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * The shared page cache for anonymous visitors. The key is the URL and the remote versions this visitor
 * gets (active, or canary by its bucket), so a switch shows on the next request; any successful state
 * change by a logged-in visitor or a deploy token empties it, so does a content change.
 */
export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): void {
  const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
  app.decorateRequest('pageCacheKey', null);
  app.decorateRequest('pageCacheable', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!options.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    // Only a browser asking for a page: assets, APIs and scripts never pay for the lookup below.
    if (!wantsHtml(request)) return;
    if (options.privateCookies.some((name) => request.cookies[name] !== undefined)) return;
    let versions: { key: string; bucketed: boolean };
    let content: string;
    try {
      [versions, content] = await Promise.all([
        options.snapshots.versionsKey(request.visitorId),
        options.contentVersion(),
      ]);
    } catch {
      return; // the database is away and nothing was read before: the usual path answers (a 503 page)
    }
    // A canary bucket chose this visitor's versions: it keeps its id, or the next page could differ.
    if (versions.bucketed) keepVisitor(request, reply, options);
    request.pageCacheKey = `${versions.key} ${content} ${request.url}`;
    const page = options.store.get(request.pageCacheKey);
    if (page) return sendCached(request, reply, page, encodings);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.pageCacheKey || !request.pageCacheable || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || !onlyVisitorCookie(reply)) return payload;
    const page = options.store.put(request.pageCacheKey, payload);
    reply
      .header('cache-control', reply.hasHeader('set-cookie') ? PERSONAL_PAGE : SHARED_PAGE)
      .header('vary', VARY)
      .header('etag', page.etag)
      .header('x-page-cache', 'miss');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!UNSAFE.has(request.method) || reply.statusCode >= 400) return;
    const config = request.routeOptions.config;
    if (config?.keepsPageCache === true) return;
    // Anonymous state changes (a cart, a login attempt, a newsletter sign-up) are personal; content,
    // comments and releases are changed by signed-in people or deploy tokens.
    if (request.siteContext?.visitor.loggedIn || config?.csrfExempt === true) {
      options.store.invalidate();
    }
  });
}
