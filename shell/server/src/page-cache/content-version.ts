import type { Sql } from '@site/shared-contracts/platform';
import { writeCountOf } from '../db/write-count';
import type { Slice } from '../platform/slice-types';

// Tiny queries answer in well under a millisecond; longer means the database is in trouble.
const PATIENCE_MS = 250;

/**
 * Every slice's content token, read together on a shared-cache lookup (on PGlite only after a write:
 * the tokens cannot have moved otherwise). When the database cannot
 * answer promptly, the last tokens read are used (stale-if-error): a cached page is then still
 * served, which is better than the 503 page the uncached path would give.
 */
export type ContentVersion = {
  /** The tokens now: read when they may have moved, the last ones when the database is slow to say. */
  current(): Promise<string>;
  /** The tokens when they are known without asking (on PGlite, no write since the last read); else null. */
  peek(): string | null;
};

export function createContentVersion(db: Sql, slices: readonly Slice[]): ContentVersion {
  const readers = slices.flatMap((slice) => (slice.contentVersion ? [slice.contentVersion] : []));
  // On PGlite every write goes through this process: the tokens only move when its write count does.
  const writes = writeCountOf(db);
  let last: string | null = null;
  let readAtWrite = -1;
  const read = async () => {
    const before = writes?.() ?? -1;
    last = (await Promise.all(readers.map((reader) => reader(db)))).join('.');
    // A write during the read may be missing from it: then the counts differ and the next call reads again.
    readAtWrite = before;
    return last;
  };
  const peek = () => (writes && last !== null && writes() === readAtWrite ? last : null);
  async function current(): Promise<string> {
    if (last === null) return read();
    if (writes && writes() === readAtWrite) return last;
    const known = last;
    let timer: NodeJS.Timeout | undefined;
    const stale = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(known), PATIENCE_MS);
    });
    try {
      return await Promise.race([read(), stale]);
    } catch {
      return known;
    } finally {
      clearTimeout(timer);
    }
  }
  return { current, peek };
}
