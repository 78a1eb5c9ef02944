import pg from 'pg';
import type { Sql } from '@site/shared-contracts/platform';
import type { ClosableSql } from './pglite-driver';
import { sqlOver, type Queryable } from './sql-over';

// int8 (bigint counts) as numbers: every count in this app fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as string is kept: prices are formatted from strings without float noise.

/** pg runs a parameterless query with the simple protocol, which takes several statements (migrations). */
const queryable = (q: pg.Pool | pg.PoolClient): Queryable => ({
  query: (text, params) => q.query(text, params),
  exec: (text) => q.query(text),
});

/** Inside a transaction a nested one is a savepoint. */
function wrapClient(client: pg.PoolClient): Sql {
  return sqlOver('postgres', queryable(client), async (fn) => {
    await client.query('SAVEPOINT nested');
    try {
      const out = await fn(wrapClient(client));
      await client.query('RELEASE SAVEPOINT nested');
      return out;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT nested');
      throw error;
    }
  });
}

/**
 * A PostgreSQL server through a connection pool. An idle connection that the server ends (restart,
 * failover, an administrator) is reported and replaced; without a listener pg's 'error' event would
 * crash the whole process.
 */
export function openPostgres(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) => console.warn(`[db] idle connection lost: ${error.message}`),
): ClosableSql {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onIdleError);
  const sql = sqlOver('postgres', queryable(pool), async (fn) => {
    const client = await pool.connect();
    // While checked out, a lost connection is reported on the client; the query itself rejects.
    client.on('error', onIdleError);
    try {
      await client.query('BEGIN');
      const out = await fn(wrapClient(client));
      await client.query('COMMIT');
      return out;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onIdleError);
      client.release();
    }
  });
  return { ...sql, close: () => pool.end() };
}
