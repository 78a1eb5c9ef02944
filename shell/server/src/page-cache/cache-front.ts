import type { IncomingMessage, ServerResponse } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import { hostnameOf } from '../platform/host-check';
import { type CachedPage, type PageStore, pageKey } from './page-store';
import type { HitHeaders } from './simple-request';
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

/** What a hit depends on, read from Node's parsed request or from the raw connection (raw-hits.ts). */
export type HitRequest = { method: string; url: string; headers: HitHeaders };
/** A cache hit: its status, its headers as `writeHead` takes them, and its bytes (none for HEAD and 304). */
export type Hit = { page: CachedPage; status: 200 | 304; heads: string[]; body: Buffer | undefined };

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
  /** Reads what `peekKeyPrefix` lacks: after it, the prefix is known unless a canary bucket decides per visitor. */
  settleKeyPrefix: () => Promise<unknown>;
};

/** A hit the front cannot prove without reading the key's parts first (`settle`, then ask again). */
export const UNSETTLED = 'unsettled';

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

  function lookup({ method, url, headers }: HitRequest): CachedPage | typeof UNSETTLED | undefined {
    if (!open || (method !== 'GET' && method !== 'HEAD')) return undefined;
    if (url.startsWith('/api/') || !(headers.accept ?? '').includes('text/html')) return undefined;
    if (!allowedHost(headers.host ?? '') || personal(headers.cookie)) return undefined;
    const prefix = options.peekKeyPrefix();
    return prefix === null ? UNSETTLED : store.get(keyOf(prefix, url));
  }

  return {
    /** The answer to give from the cache; undefined when Fastify must answer; UNSETTLED: ask after `settle`. */
    hit(request: HitRequest): Hit | typeof UNSETTLED | undefined {
      const page = lookup(request);
      if (!page || page === UNSETTLED) return page;
      if (request.headers['if-none-match'] === page.etag) {
        return { page, status: 304, heads: headsFor(page, 'not-modified'), body: undefined };
      }
      const chosen = pickEncoding(page, request.headers['accept-encoding']);
      if (!chosen) return undefined; // compressed copies not made yet: Fastify compresses on the fly
      const heads = headsFor(page, chosen.encoding, chosen.body);
      return { page, status: 200, heads, body: request.method === 'HEAD' ? undefined : chosen.body };
    },
    /** Answer from the cache when it can; false when Fastify must answer. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      const found = this.hit({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      if (!found || found === UNSETTLED) return false;
      response.writeHead(found.status, found.heads);
      response.end(found.body);
      return true;
    },
    settle: (): Promise<unknown> => options.settleKeyPrefix(),
    /** From now on every request goes to Fastify (which answers 503 with `Connection: close` while closing). */
    close(): void {
      open = false;
    },
  };
}

export type CacheFront = ReturnType<typeof createCacheFront>;
