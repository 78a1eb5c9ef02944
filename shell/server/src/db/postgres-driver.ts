import pg from 'pg';
import type { Sql, SqlRow } from '@site/shared-contracts';
import type { ClosableSql } from './pglite-driver';

// int8 (bigint counts) as numbers: every count in this app fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as string is kept: prices are formatted from strings without float noise.

function wrapClient(client: pg.PoolClient): Sql {
  return {
    driver: 'postgres',
    async query<R extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(text, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(text: string) {
      await client.query(text);
    },
    transaction: async (fn) => {
      await client.query('SAVEPOINT nested');
      try {
        const out = await fn(wrapClient(client));
        await client.query('RELEASE SAVEPOINT nested');
        return out;
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT nested');
        throw error;
      }
    },
  };
}

/** A PostgreSQL server through a connection pool. */
export function openPostgres(connectionString: string, max = 10): ClosableSql {
  const pool = new pg.Pool({ connectionString, max });
  return {
    driver: 'postgres',
    async query<R extends SqlRow>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query<R>(text, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrapClient(client));
        await client.query('COMMIT');
        return out;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
