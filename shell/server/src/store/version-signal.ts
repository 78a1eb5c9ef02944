import type { Sql } from '@site/shared-contracts/platform';

/** Where a change of the live versions was made: here (then other processes must hear of it) or elsewhere. */
export type VersionsChangeOrigin = 'here' | 'elsewhere';

const listeners = new WeakMap<Sql, Set<(origin: VersionsChangeOrigin) => void>>();

/** Be told, in this process, when a change of which version visitors get has been committed on `db`. */
export function onVersionsChanged(db: Sql, listener: (origin: VersionsChangeOrigin) => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

/** Another process changed the live versions (a cross-process signal): drop what this one keeps. */
export function versionsChangedElsewhere(db: Sql): void {
  for (const listener of listeners.get(db) ?? []) listener('elsewhere');
}

/**
 * Run a change of the live versions (activate, rollback, canary) in one transaction, then tell whoever
 * keeps the live choice in memory: after the commit, so nobody re-reads the old rows in between.
 */
export async function changeVersions<T>(db: Sql, change: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } finally {
    for (const listener of listeners.get(db) ?? []) listener('here');
  }
}
