import type { Sql } from '@site/shared-contracts/platform';
import { readIndexVersion } from '../data/index-state';
import { documentCounts, readLexicon } from '../data/lexicon';
import { readPrefixHead, readPrefixLists } from '../data/prefixes';
import { Lexicon } from './lexicon';
import { listWords, toRankList, type RankList } from './rank-list';

/**
 * Memory for lists at most, in 32-bit words (48 MB): the lists of the words of a 1 000 000-product catalogue with
 * their bits (about 40 MB in all), read once each and intersected in memory instead of checking titles row by row.
 */
const MAX_IDS = 12_000_000;
/**
 * Ids kept of each list's head: a one-word search needs a page of them, and at 1 000 000 products reading
 * them from a list of 80 000 ids cost 0.7 ms a search on PGlite (the whole array is read to cut it).
 */
const HEAD_IDS = 256;
const HEADS_KEPT = 20_000;
/**
 * How long a read of the index version holds: another process's re-index is seen within it, this
 * process's at once (indexChanged). One query a search saved: 0.26 ms of 2.3 on PGlite at 1 000 000.
 */
const VERSION_TTL_MS = 1_000;

const localChanges = new WeakMap<Sql, number>();

/** A re-index in this process: every IndexMemory of the database reads the version again at once. */
export function indexChanged(db: Sql): void {
  localChanges.set(db, (localChanges.get(db) ?? 0) + 1);
}

/**
 * What this process remembers of the index: full prefix lists read once (a 20 000-id list costs ~7 ms to
 * read from PGlite, then nothing) and anything registered to be dropped on re-index. `sync()` reads the
 * index version (one primary-key read) and forgets everything when another re-index happened.
 */
export class IndexMemory {
  private version: number | null = null;
  private buckets = new Map<string, RankList | null>();
  private ids = 0;
  private words: Promise<Lexicon> | null = null;
  private heads = new Map<string, RankList | null>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private seenChanges = 0;
  private readonly resets: (() => void)[] = [];

  constructor(private readonly db: Sql) {}

  onReset(fn: () => void): void {
    this.resets.push(fn);
  }

  async sync(): Promise<void> {
    const changes = localChanges.get(this.db) ?? 0;
    const now = performance.now();
    if (changes === this.seenChanges && now - this.checkedAt < VERSION_TTL_MS) return;
    const version = await readIndexVersion(this.db);
    this.seenChanges = changes;
    this.checkedAt = now;
    if (version === this.version) return;
    this.version = version;
    this.buckets.clear();
    this.heads.clear();
    this.ids = 0;
    this.words = null;
    for (const fn of this.resets) fn();
  }

  /** Every word of the index with its document counts (engine/lexicon.ts), read once per index version. */
  lexicon(): Promise<Lexicon> {
    this.words ??= Promise.all([readLexicon(this.db), documentCounts(this.db)])
      .then(([rows, counts]) => new Lexicon(rows, counts))
      .catch((error: unknown) => {
        this.words = null;
        throw error;
      });
    return this.words;
  }

  /** Full lists of these prefixes (null: no title has the prefix); lists longer than `cap` come back empty. */
  async full(postType: string, prefixes: string[], cap: number): Promise<Map<string, RankList | null>> {
    const key = (p: string) => `${postType}\u0000${p}`;
    const missing = prefixes.filter((p) => !this.buckets.has(key(p)));
    if (missing.length) {
      const found = new Map((await readPrefixLists(this.db, postType, missing, cap)).map((r) => [r.prefix, r]));
      for (const p of missing) {
        const bucket = found.get(p);
        this.remember(key(p), bucket ? toRankList(bucket) : null);
      }
    }
    return new Map(prefixes.map((p) => [p, this.buckets.get(key(p)) ?? null]));
  }

  /** A list's head only, unless the whole list is already in memory: one word needs just a page of ids. */
  async head(postType: string, prefix: string, count: number): Promise<RankList | null> {
    const key = `${postType}\u0000${prefix}`;
    const known = this.buckets.get(key);
    if (known === null || (known && known.ids.length === known.total)) return known;
    const read = async (n: number) => {
      const bucket = await readPrefixHead(this.db, postType, prefix, n);
      return bucket ? toRankList(bucket) : null;
    };
    if (count > HEAD_IDS) return read(count);
    if (this.heads.has(key)) return this.heads.get(key) ?? null;
    const head = await read(HEAD_IDS);
    if (this.heads.size >= HEADS_KEPT) this.heads.clear();
    this.heads.set(key, head);
    return head;
  }

  private remember(key: string, bucket: RankList | null): void {
    this.ids += bucket ? listWords(bucket) : 0;
    this.buckets.set(key, bucket);
    // Oldest first out: Map keeps insertion order.
    for (const [k, b] of this.buckets) {
      if (this.ids <= MAX_IDS) break;
      this.buckets.delete(k);
      this.ids -= b ? listWords(b) : 0;
    }
  }
}
