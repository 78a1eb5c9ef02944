import type { Sql } from '@site/shared-contracts/platform';

/** At most this often a fragment asks whether the table moved (the content-token read asks on every lookup). */
const RECHECK_MS = 5000;

export type VersionedStore<T> = {
  rows(): readonly T[];
  /** The table's token after making sure the store holds that version. */
  sync(db: Sql): Promise<string>;
  /** Ask for a re-check without waiting (fragments). */
  poke(): void;
};

/**
 * A table's rows in memory for the synchronous layout fragments, reloaded when its version token changes. One read
 * at a time: callers arriving meanwhile share it.
 */
export function createVersionedStore<T>(
  db: Sql,
  version: (db: Sql) => Promise<string>,
  list: (db: Sql) => Promise<readonly T[]>,
): VersionedStore<T> {
  let rows: readonly T[] = [];
  let token = '';
  let checkedAt = 0;
  let pending: Promise<string> | null = null;
  const sync = (from: Sql): Promise<string> => {
    pending ??= (async () => {
      try {
        const current = await version(from);
        if (current !== token) {
          rows = await list(from);
          token = current;
        }
        checkedAt = Date.now();
        return token;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
  return {
    rows: () => rows,
    sync,
    poke: () => {
      if (Date.now() - checkedAt > RECHECK_MS) sync(db).catch(() => undefined);
    },
  };
}
