import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * One page as every anonymous visitor gets it, with its compressed copies once they are made and the
 * headers it was first sent with (type, security policy), so a hit can be sent without Fastify's hooks.
 */
export type CachedPage = { html: Buffer; etag: string; headers: Record<string, string>; br?: Buffer; gzip?: Buffer };

export type PageStoreOptions = {
  /** Bytes of HTML and compressed copies kept in all. */
  maxBytes: number;
  /** How long a page is kept without a write that drops it (writes by another process, menus). */
  ttlMs: number;
};

/** A page's key in the store: both doors (the cache front and Fastify's hook) must build it the same way. */
export const pageKey = (prefix: string, url: string) => `${prefix} ${url}`;

export const DEFAULT_PAGE_STORE: PageStoreOptions = { maxBytes: 64 * 1024 * 1024, ttlMs: 60_000 };

const sizeOf = (page: CachedPage) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/**
 * The shared page cache: least recently used pages go first when it is full. A page is compressed once,
 * at a high level, after it is stored (visitors in between get it compressed on the fly), so a hit
 * costs no compression at all.
 */
export function createPageStore(options: PageStoreOptions = DEFAULT_PAGE_STORE) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, sizeOf(page)),
    ttl: options.ttlMs,
  });
  let generation = 0;

  async function compress(key: string, page: CachedPage, storedIn: number): Promise<void> {
    const [br, gz] = await Promise.all([
      brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipped(page.html, { level: 9 }),
    ]);
    // Dropped or replaced meanwhile: the copies belong to a page nobody will be served.
    if (storedIn !== generation || pages.get(key) !== page) return;
    pages.set(key, { ...page, br, gzip: gz });
  }

  return {
    get: (key: string): CachedPage | undefined => pages.get(key),

    put(key: string, html: string, headers: Record<string, string>): CachedPage {
      const body = Buffer.from(html);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const page: CachedPage = { html: body, etag, headers };
      pages.set(key, page);
      void compress(key, page, generation).catch(() => undefined);
      return page;
    },

    /** A write changed what pages show: every page is rendered afresh on its next request. */
    invalidate(): void {
      generation += 1;
      pages.clear();
    },

    get size(): number {
      return pages.size;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
