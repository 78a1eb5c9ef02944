import type { Sql, SqlRow } from '@site/shared-contracts/platform';

/** `exclusive`: nobody else writes this database (PGlite); `local`: others may (PostgreSQL). */
type Counter = { count: () => number; exclusive: boolean };
const counters = new WeakMap<Sql, Counter>();

// A statement that can only read; anything else (a CTE included) is counted as a possible write.
const READ_ONLY = /^\s*(select|show|explain)\b/i;
// A plain data change: its reported row count says whether it changed anything (a job queue polled
// every second updates no row most of the time, and must not make every cached page look stale).
const PLAIN_CHANGE = /^\s*(insert|update|delete)\b/i;

function mayHaveWritten(text: string, result: { affectedRows?: number | undefined }): boolean {
  if (READ_ONLY.test(text)) return false;
  return !(PLAIN_CHANGE.test(text) && result.affectedRows === 0);
}

/**
 * For a database this process alone can write (PGlite: its data dir is locked to one process), a count
 * of statements that may have changed data: what depends on the data (the page cache's content tokens)
 * needs re-reading only when it moved. Undefined for a shared server (PostgreSQL), where others write.
 */
export function writeCountOf(db: Sql): (() => number) | undefined {
  const counter = counters.get(db);
  return counter?.exclusive ? counter.count : undefined;
}

/**
 * The count of this process's own writes, on any database that counts them (PGlite, PostgreSQL): on a
 * shared server it says nothing of other processes' writes, which must be heard of some other way.
 */
export function localWriteCountOf(db: Sql): (() => number) | undefined {
  return counters.get(db)?.count;
}

/**
 * `sql`, calling `bump` after each statement that may have written; a transaction counts once, after it
 * ended, and only when a statement in it may have written.
 */
export function countWrites(sql: Sql, bump: () => void): Sql {
  const counted: Sql = {
    driver: sql.driver,
    async query<R extends SqlRow>(text: string, params?: readonly unknown[]) {
      let result: { rows: R[]; affectedRows?: number };
      try {
        result = await sql.query<R>(text, params);
      } catch (error) {
        if (!READ_ONLY.test(text)) bump();
        throw error;
      }
      if (mayHaveWritten(text, result)) bump();
      return result;
    },
    async exec(text) {
      try {
        await sql.exec(text);
      } finally {
        bump();
      }
    },
    async transaction(fn) {
      let wrote = false;
      try {
        return await sql.transaction((tx) =>
          fn(
            countWrites(tx, () => {
              wrote = true;
            }),
          ),
        );
      } finally {
        // After the commit (or the rollback): whoever re-reads on this count sees the transaction whole.
        if (wrote) bump();
      }
    },
  };
  return counted;
}

/** Make `db` the one whose writes `count` reports; `exclusive` when no other process writes it. */
export function registerWriteCount(db: Sql, count: () => number, exclusive: boolean): void {
  counters.set(db, { count, exclusive });
}

/** A copy of a database object (`{ ...db, close }`) reports the writes of the one it copies. */
export function keepWriteCount(from: Sql, to: Sql): void {
  const counter = counters.get(from);
  if (counter) counters.set(to, counter);
}
