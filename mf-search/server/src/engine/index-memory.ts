import type { Sql } from '@site/shared-contracts/platform';
import { readIndexVersion } from '../data/index-state';
import { readPrefixHead, readPrefixLists, type Bucket } from '../data/prefixes';

/** Ids kept in memory at most (about 40 MB): the prefix lists of a 100 000-product catalogue fit whole. */
const MAX_IDS = 5_000_000;

/**
 * What this process remembers of the index: full prefix lists read once (a 20 000-id list costs ~7 ms to
 * read from PGlite, then nothing) and anything registered to be dropped on re-index. `sync()` reads the
 * index version (one primary-key read) and forgets everything when another re-index happened.
 */
export class IndexMemory {
  private version: number | null = null;
  private buckets = new Map<string, Bucket | null>();
  private ids = 0;
  private readonly resets: (() => void)[] = [];

  constructor(private readonly db: Sql) {}

  onReset(fn: () => void): void {
    this.resets.push(fn);
  }

  async sync(): Promise<void> {
    const version = await readIndexVersion(this.db);
    if (version === this.version) return;
    this.version = version;
    this.buckets.clear();
    this.ids = 0;
    for (const fn of this.resets) fn();
  }

  /** Full lists of these prefixes (null: no title has the prefix); lists longer than `cap` come back empty. */
  async full(postType: string, prefixes: string[], cap: number): Promise<Map<string, Bucket | null>> {
    const key = (p: string) => `${postType}\u0000${p}`;
    const missing = prefixes.filter((p) => !this.buckets.has(key(p)));
    if (missing.length) {
      const found = new Map((await readPrefixLists(this.db, postType, missing, cap)).map((r) => [r.prefix, r]));
      for (const p of missing) this.remember(key(p), found.get(p) ?? null);
    }
    return new Map(prefixes.map((p) => [p, this.buckets.get(key(p)) ?? null]));
  }

  /** A list's head only, unless the whole list is already in memory: one word needs just a page of ids. */
  async head(postType: string, prefix: string, count: number): Promise<Bucket | null> {
    const known = this.buckets.get(`${postType}\u0000${prefix}`);
    if (known === null || (known && known.ids.length === known.total)) return known;
    return readPrefixHead(this.db, postType, prefix, count);
  }

  private remember(key: string, bucket: Bucket | null): void {
    this.ids += bucket?.ids.length ?? 0;
    this.buckets.set(key, bucket);
    // Oldest first out: Map keeps insertion order.
    for (const [k, b] of this.buckets) {
      if (this.ids <= MAX_IDS) break;
      this.buckets.delete(k);
      this.ids -= b?.ids.length ?? 0;
    }
  }
}
