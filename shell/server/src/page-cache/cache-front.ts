import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyServerOptions } from 'fastify';
import { hostnameOf } from '../platform/host-check';
import { type CachedPage, type PageStore, pageKey } from './page-store';
import { smallMemo } from './small-memo';

/** A CDN may hold a shared page a minute and serve it stale while it asks again; browsers always ask. */
export const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
// Lower case, as @fastify/compress writes it: it then sees the name is there and adds no second one.
export const VARY = 'accept-encoding, cookie';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
// Browsers send a handful of distinct Accept-Encoding values: parse each once, not on every hit.
const negotiate = smallMemo(64, (header) => encodings.negotiate(header));

/** The stored copy this Accept-Encoding asks for; undefined when that copy is not made yet. */
export function pickEncoding(page: CachedPage, acceptEncoding: string | undefined) {
  if (!acceptEncoding) return { encoding: 'identity', body: page.html } as const;
  const encoding = negotiate(acceptEncoding);
  if (encoding === 'br' && page.br) return { encoding, body: page.br } as const;
  if (encoding === 'gzip' && page.gzip) return { encoding, body: page.gzip } as const;
  if (encoding === 'br' || encoding === 'gzip') return undefined;
  return { encoding: 'identity', body: page.html } as const;
}

/** URLs whose keys are kept: more than a busy site's pages, few enough that made-up URLs cost little memory. */
const MAX_KEYS = 4096;

type Answer = 'not-modified' | 'identity' | 'br' | 'gzip';

/**
 * The headers of each answer a stored page can give, as the flat list `writeHead` takes, made once per page and
 * answer: a hit then copies no header object (the spreads and their megamorphic stores were a fifth of the front's
 * own CPU per hit). A page's compressed copies arrive as a new object, so its lists are made afresh with them.
 */
const answerHeads = new WeakMap<CachedPage, Map<Answer, string[]>>();

function headsFor(page: CachedPage, answer: Answer, body?: Buffer): string[] {
  let heads = answerHeads.get(page);
  if (!heads) answerHeads.set(page, (heads = new Map()));
  let list = heads.get(answer);
  if (!list) {
    list = [...Object.entries(page.headers).flat(), 'cache-control', SHARED_PAGE, 'vary', VARY, 'etag', page.etag];
    list.push('x-page-cache', 'hit');
    if (answer === 'br' || answer === 'gzip') list.push('content-encoding', answer);
    if (body) list.push('content-length', String(body.length));
    heads.set(answer, list);
  }
  return list;
}

export type CacheFrontOptions = {
  store: PageStore;
  hosts: ReadonlySet<string>;
  /** Cookies that make a request personal (sessions, the QA override). */
  privateCookies: readonly string[];
  /** The parser Fastify's own cookie plugin uses, so both doors read a Cookie header the same way. */
  parseCookies: (header: string) => Record<string, string | undefined>;
  /** The key's versions and content parts, known without waiting; null sends the request to Fastify. */
  peekKeyPrefix: () => string | null;
};

/**
 * The shared page cache's front door: a hit it can prove without waiting is answered before Fastify sees
 * the request, the way a caching proxy in front of the site would, with the headers the page was stored
 * with. Anything it cannot decide at once (a cookie that makes the request personal, a canary bucket,
 * content tokens to re-read, a foreign host, a server draining) goes to Fastify, whose page cache hook
 * decides the same way with the database at hand. Why this sits outside Fastify: docs/decisions.md.
 */
export function createCacheFront(options: CacheFrontOptions) {
  const { store, hosts, privateCookies } = options;
  let open = true;
  const allowedHost = smallMemo(64, (host) => hosts.has(hostnameOf(host)));
  // Each page's full key, built and hashed once while the prefix stays: a hit then hashes its short URL only.
  let keys: { prefix: string; of: (url: string) => string } | null = null;
  const keyOf = (prefix: string, url: string) => {
    if (keys?.prefix !== prefix) keys = { prefix, of: smallMemo(MAX_KEYS, (path) => pageKey(prefix, path)) };
    return keys.of(url);
  };

  function personal(cookie: string | undefined): boolean {
    if (!cookie) return false;
    const cookies = options.parseCookies(cookie);
    return privateCookies.some((name) => cookies[name] !== undefined);
  }

  function lookup(request: IncomingMessage): CachedPage | undefined {
    const { method, url = '', headers } = request;
    if (!open || (method !== 'GET' && method !== 'HEAD')) return undefined;
    if (url.startsWith('/api/') || !(headers.accept ?? '').includes('text/html')) return undefined;
    if (!allowedHost(headers.host ?? '') || personal(headers.cookie)) return undefined;
    const prefix = options.peekKeyPrefix();
    return prefix === null ? undefined : store.get(keyOf(prefix, url));
  }

  return {
    /** Answer from the cache when it can; false when Fastify must answer. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      const page = lookup(request);
      if (!page) return false;
      if (request.headers['if-none-match'] === page.etag) {
        response.writeHead(304, headsFor(page, 'not-modified')).end();
        return true;
      }
      const chosen = pickEncoding(page, request.headers['accept-encoding']);
      if (!chosen) return false; // compressed copies not made yet: Fastify compresses on the fly
      response.writeHead(200, headsFor(page, chosen.encoding, chosen.body));
      response.end(request.method === 'HEAD' ? undefined : chosen.body);
      return true;
    },
    /** From now on every request goes to Fastify (which answers 503 with `Connection: close` while closing). */
    close(): void {
      open = false;
    },
  };
}

export type CacheFront = ReturnType<typeof createCacheFront>;

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same time-outs), with the cache front
 * asked first. The front is attached once the app has built what it needs (store, snapshots).
 */
export function frontedServer(front: () => CacheFront | null) {
  return (handler: RequestListener, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => {
      if (!front()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}
