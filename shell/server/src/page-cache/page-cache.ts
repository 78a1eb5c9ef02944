import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wantsHtml } from '../platform/errors';
import { keepVisitor, VISITOR_COOKIE } from '../platform/request-context';
import type { Snapshots } from '../store/snapshot';
import { pickEncoding, SHARED_PAGE, VARY } from './cache-front';
import type { ContentVersion } from './content-version';
import { type CachedPage, type PageStore, pageKey } from './page-store';

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

const PERSONAL_PAGE = 'private, no-cache';
// What differs per answer, or is set again on every hit; the rest (type, security policy) is the page's.
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-page-cache',
]);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type PageCacheOptions = {
  enabled: boolean;
  store: PageStore;
  snapshots: Snapshots;
  /** Cookies that make a request personal (sessions, the QA override): no cache for it. */
  privateCookies: readonly string[];
  /** Every slice's content token, joined: part of the key, so any write anywhere shows at once. */
  contentVersion: ContentVersion;
  secureCookies: boolean;
};

const onlyVisitorCookie = (reply: FastifyReply): boolean =>
  ([] as unknown[])
    .concat(reply.getHeader('set-cookie') ?? [])
    .every((cookie) => String(cookie).startsWith(`${VISITOR_COOKIE}=`));

function pageHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_ANSWER.has(name)) kept[name] = String(value);
  }
  return kept;
}

/** The key's part that is not the URL: the remote versions this visitor gets and the content tokens. */
export const keyPrefix = (versions: string, content: string) => `${versions} ${content}`;

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const shared = !reply.hasHeader('set-cookie');
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', shared ? SHARED_PAGE : PERSONAL_PAGE)
    .header('vary', VARY)
    .header('etag', page.etag)
    .header('x-page-cache', 'hit');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const chosen = pickEncoding(page, request.headers['accept-encoding']);
  // Compressed copies not made yet: the compression plugin does it on the fly.
  if (!chosen) return reply.send(page.html);
  if (chosen.encoding !== 'identity') reply.header('content-encoding', chosen.encoding);
  return reply.send(chosen.body);
}

/**
 * The shared page cache for anonymous visitors. The key is the URL and the remote versions this visitor
 * gets (active, or canary by its bucket), so a switch shows on the next request; any successful state
 * change by a logged-in visitor or a deploy token empties it, so does a content change.
 */
export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): void {
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
        options.contentVersion.current(),
      ]);
    } catch {
      return; // the database is away and nothing was read before: the usual path answers (a 503 page)
    }
    // A canary bucket chose this visitor's versions: it keeps its id, or the next page could differ.
    if (versions.bucketed) keepVisitor(request, reply, options);
    request.pageCacheKey = pageKey(keyPrefix(versions.key, content), request.url);
    const page = options.store.get(request.pageCacheKey);
    if (page) return sendCached(request, reply, page);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.pageCacheKey || !request.pageCacheable || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' || !onlyVisitorCookie(reply)) return payload;
    const page = options.store.put(request.pageCacheKey, payload, pageHeaders(reply));
    reply
      .header('cache-control', reply.hasHeader('set-cookie') ? PERSONAL_PAGE : SHARED_PAGE)
      .header('vary', VARY)
      .header('etag', page.etag)
      .header('x-page-cache', 'miss');
    return payload;
  });

  // Before the answer goes: other processes have heard of the change by the time its author's browser
  // (or a deploy script) asks any of them for the next page.
  app.addHook('onSend', async (request, reply, payload) => {
    if (changesSharedPages(request, reply)) await options.contentVersion.changedHere();
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (changesSharedPages(request, reply)) options.store.invalidate();
  });
}

/**
 * A state change that may alter what anonymous visitors see. Anonymous ones (a cart, a login attempt, a
 * newsletter sign-up) are personal; content, comments and releases are changed by signed-in people or
 * deploy tokens.
 */
function changesSharedPages(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!UNSAFE.has(request.method) || reply.statusCode >= 400) return false;
  const config = request.routeOptions.config;
  if (config?.keepsPageCache === true) return false;
  return request.siteContext?.visitor.loggedIn === true || config?.csrfExempt === true;
}
