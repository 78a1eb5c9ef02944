import type { Sql } from '@site/shared-contracts/platform';

const counters = new WeakMap<Sql, () => number>();

// A statement that can only read; anything else (a CTE included) is counted as a possible write.
const READ_ONLY = /^\s*(select|show|explain)\b/i;

/**
 * For a database this process alone can write (PGlite: its data dir is locked to one process), a count
 * of statements that may have changed data: what depends on the data (the page cache's content tokens)
 * needs re-reading only when it moved. Undefined for a shared server (PostgreSQL), where others write.
 */
export function writeCountOf(db: Sql): (() => number) | undefined {
  return counters.get(db);
}

/** `sql`, calling `bump` after each statement that may have written (a transaction counts as one). */
export function countWrites(sql: Sql, bump: () => void): Sql {
  const counted: Sql = {
    driver: sql.driver,
    async query(text, params) {
      try {
        return await sql.query(text, params);
      } finally {
        if (!READ_ONLY.test(text)) bump();
      }
    },
    async exec(text) {
      try {
        await sql.exec(text);
      } finally {
        bump();
      }
    },
    async transaction(fn) {
      try {
        return await sql.transaction((tx) => fn(countWrites(tx, bump)));
      } finally {
        bump();
      }
    },
  };
  return counted;
}

/** Make `db` the one whose writes `count` reports. */
export function registerWriteCount(db: Sql, count: () => number): void {
  counters.set(db, count);
}
