import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '@site/shared-contracts/platform';
import type { Slice } from '../platform/slice-types';

// Tiny queries answer in well under a millisecond; longer means the database is in trouble.
const PATIENCE_MS = 250;

/**
 * Every slice's content token, read together on each shared-cache lookup. When the database cannot
 * answer promptly, the last tokens read are used (stale-if-error): a cached page is then still
 * served, which is better than the 503 page the uncached path would give.
 */
export function createContentVersion(db: Sql, slices: readonly Slice[]): () => Promise<string> {
  const readers = slices.flatMap((slice) => (slice.contentVersion ? [slice.contentVersion] : []));
  let last: string | null = null;
  const read = async () => {
    last = (await Promise.all(readers.map((reader) => reader(db)))).join('.');
    return last;
  };
  return async () => {
    if (last === null) return read();
    const timeout = new AbortController();
    try {
      const stale = sleep(PATIENCE_MS, null, { signal: timeout.signal }).then(() => last);
      return (await Promise.race([read(), stale])) ?? last;
    } catch {
      return last;
    } finally {
      timeout.abort();
    }
  };
}
