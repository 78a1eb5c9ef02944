import type { Sql, SqlRow } from '@site/shared-contracts/platform';

/** What each driver's connection, pool or transaction can do: run one statement, or a script. */
export type Queryable = {
  query<R extends SqlRow>(text: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  exec(text: string): Promise<unknown>;
};

/** The `Sql` surface over one driver's queryable; the driver decides what a transaction is. */
export function sqlOver(
  driver: Sql['driver'],
  q: Queryable,
  transaction: <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>,
): Sql {
  return {
    driver,
    async query<R extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(text, params as unknown[]);
      // The row count of a data change travels along for the write count (write-count.ts); `Sql` is rows.
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
    async exec(text: string) {
      await q.exec(text);
    },
    transaction,
  };
}
