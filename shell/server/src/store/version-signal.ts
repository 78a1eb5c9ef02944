import type { Sql } from '@site/shared-contracts/platform';

const listeners = new WeakMap<Sql, Set<() => void>>();

/** Be told, in this process, when a change of which version visitors get has been committed on `db`. */
export function onVersionsChanged(db: Sql, listener: () => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/**
 * Run a change of the live versions (activate, rollback, canary) in one transaction, then tell whoever
 * keeps the live choice in memory: after the commit, so nobody re-reads the old rows in between.
 */
export async function changeVersions<T>(db: Sql, change: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } finally {
    for (const listener of listeners.get(db) ?? []) listener();
  }
}
