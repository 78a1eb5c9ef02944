import type { Sql } from '@site/shared-contracts/platform';
import { localWriteCountOf, writeCountOf } from '../db/write-count';
import type { Slice } from '../platform/slice-types';
import type { SiteSignals } from '../scale/site-signals';

// Tiny queries answer in well under a millisecond; longer means the database is in trouble.
const PATIENCE_MS = 250;
/** The safety net on a shared database: tokens re-read this often whatever was heard (a missed signal). */
export const CONTENT_CHECK_MS = 1000;
/** The signal topic: "content tokens may have moved, re-read them". */
const TOPIC = 'content';

/**
 * Every slice's content token, joined: part of the shared page cache's key. Kept in memory and re-read
 * only when it may have moved, so a cache hit costs no query:
 * - PGlite (one process writes): after a write of this process, and never otherwise.
 * - PostgreSQL (several processes may write): after a write of this process; when another process
 *   says it changed content (the `content` site signal, Redis pub/sub); and every CONTENT_CHECK_MS in
 *   the background, which bounds how stale a missed signal, a Redis outage or a write by a command
 *   (seed, re-index) can leave a page. A database that counts no writes is read on every lookup.
 * When the database cannot answer promptly, the last tokens read are used (stale-if-error): a cached
 * page is then still served, which is better than the 503 page the uncached path would give.
 */
export type ContentVersion = {
  /** The tokens now: read when they may have moved, the last ones when the database is slow to say. */
  current(): Promise<string>;
  /** The tokens when they are known without asking; else null (the caller reads them with `current`). */
  peek(): string | null;
  /**
   * A state change that may have changed content has just been made through this process: tell every
   * other process (awaited: Redis has the news before the change's answer goes out; each process reads it off its
   * socket at once as a rule, and re-reads the tokens within a second in any case).
   */
  changedHere(): Promise<void>;
  close(): void;
};

export function createContentVersion(
  db: Sql,
  slices: readonly (Pick<Slice, 'contentVersion'> & { started?: unknown })[],
  signals?: SiteSignals,
  checkEveryMs = CONTENT_CHECK_MS,
): ContentVersion {
  const readers = slices.flatMap((slice) =>
    slice.contentVersion ? [(db: Sql) => slice.contentVersion?.(db, slice.started) ?? Promise.resolve('')] : [],
  );
  const exclusive = writeCountOf(db) !== undefined;
  const writes = localWriteCountOf(db);
  // Bumped when another process says it may have written (a signal).
  let heard = 0;
  let last: string | null = null;
  let readAt = { writes: -1, heard: -1 };
  let reading: { at: typeof readAt; promise: Promise<string> } | null = null;

  const now = () => ({ writes: writes?.() ?? -1, heard });
  const known = () => last !== null && writes !== undefined && writes() === readAt.writes && heard === readAt.heard;
  const read = (): Promise<string> => {
    // A read that began after the latest news is as good as a new one: share it.
    const at = now();
    if (reading && reading.at.writes === at.writes && reading.at.heard === at.heard) return reading.promise;
    const promise = Promise.all(readers.map((reader) => reader(db))).then((tokens) => {
      last = tokens.join('.');
      // A write or news during the read may be missing from it: then `known` fails and the next call reads.
      readAt = at;
      return last;
    });
    const current = { at, promise };
    reading = current;
    const done = () => {
      if (reading === current) reading = null;
    };
    promise.then(done, done);
    return promise;
  };

  async function current(): Promise<string> {
    if (last === null) return read();
    if (known()) return last;
    const stale = last;
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(stale), PATIENCE_MS);
    });
    try {
      return await Promise.race([read(), patience]);
    } catch {
      return stale;
    } finally {
      clearTimeout(timer);
    }
  }

  let check: NodeJS.Timeout | undefined;
  if (!exclusive) {
    signals?.on(TOPIC, () => {
      heard += 1;
    });
    // In the background, and without marking the tokens unknown meanwhile: lookups keep answering from
    // memory (hits stay in the cache front) and take the new tokens once the read has them.
    check = setInterval(() => {
      if (!reading) read().catch(() => undefined);
    }, checkEveryMs);
    check.unref();
  }

  return {
    current,
    peek: () => (known() ? last : null),
    async changedHere() {
      // Told whether or not the tokens moved: a re-read to find out would cost this process as much as
      // it saves the others. This process re-reads on its own write count.
      if (!exclusive && signals) await signals.publish(TOPIC);
    },
    close() {
      clearInterval(check);
    },
  };
}
