import pg from 'pg';
import type { Sql } from '@site/shared-contracts/platform';
import type { ClosableSql } from './pglite-driver';
import { sqlOver, type Queryable } from './sql-over';
import { isStalePlan, statementNames, type StatementNames } from './statement-names';
import { unavailableOr } from './unavailable';
import { countWrites, registerWriteCount } from './write-count';

/**
 * How long the site waits for the database before answering 503 (issue: a hung database must not hang
 * every request). A page runs a few short queries, so one that takes seconds means the server is away.
 */
export type PoolTimeouts = {
  /** Waiting for a connection: a free one from the pool, or a new one from the server. */
  connectMs: number;
  /** One query, measured by the client (a server that accepts but never answers). */
  queryMs: number;
  /** The same bound enforced by the server, so an abandoned query does not keep running there. */
  statementMs: number;
};

export const REQUEST_TIMEOUTS: PoolTimeouts = { connectMs: 1000, queryMs: 1500, statementMs: 1500 };

// int8 (bigint counts) as numbers: every count in this app fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric as string is kept: prices are formatted from strings without float noise.

/**
 * pg runs a parameterless query with the simple protocol, which takes several statements (migrations).
 * With `names`, a statement is prepared once per connection under its name (statement-names.ts).
 */
const queryable = (q: pg.Pool | pg.PoolClient | pg.Client, names?: StatementNames): Queryable => ({
  query: async (text, params) => {
    const name = names?.nameFor(text);
    if (!name) return q.query(text, params).catch(unavailableOr);
    try {
      return await q.query({ name, text, values: params });
    } catch (error) {
      if (!isStalePlan(error)) return unavailableOr(error);
      names?.forget(text);
      return q.query(text, params).catch(unavailableOr);
    }
  },
  exec: (text) => q.query(text).catch(unavailableOr),
});

/** Inside a transaction a nested one is a savepoint. */
function wrapClient(client: pg.PoolClient, names?: StatementNames): Sql {
  return sqlOver('postgres', queryable(client, names), async (fn) => {
    await client.query('SAVEPOINT nested');
    try {
      const out = await fn(wrapClient(client, names));
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
  timeouts: PoolTimeouts = REQUEST_TIMEOUTS,
): ClosableSql {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 10_000,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
  });
  pool.on('error', onIdleError);
  // This process's own writes, counted so what it keeps in memory (the page cache's content tokens) is
  // re-read after them at once; other processes' writes are heard of by signal (see content-version.ts).
  let writes = 0;
  const bump = () => {
    writes += 1;
  };
  const db: ClosableSql = {
    // Requests prepare what they run; batch work (seeding, migrations) runs one-off statements unnamed.
    ...countWrites(poolSql(pool, onIdleError, statementNames()), bump),
    batch: (fn) => batchOn(connectionString, (sql) => fn(countWrites(sql, bump))),
    close: () => pool.end(),
  };
  registerWriteCount(db, () => writes, false);
  return db;
}

/**
 * Run long work (seeding, re-indexing, migrations) on a connection of its own without the request
 * time-outs: a seed's bulk insert may take longer than any page query should.
 */
async function batchOn<T>(connectionString: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: 10_000 });
  pool.on('error', (error) => console.warn(`[db] batch connection lost: ${error.message}`));
  try {
    return await fn(poolSql(pool));
  } finally {
    await pool.end();
  }
}

/** A Sql over a pool: a transaction checks out one connection for BEGIN ... COMMIT. */
function poolSql(pool: pg.Pool, onClientError?: (error: Error) => void, names?: StatementNames): Sql {
  return sqlOver('postgres', queryable(pool, names), async (fn) => {
    const client = await pool.connect().catch(unavailableOr);
    // While checked out, a lost connection is reported on the client; the query itself rejects.
    if (onClientError) client.on('error', onClientError);
    try {
      await client.query('BEGIN');
      const out = await fn(wrapClient(client, names));
      await client.query('COMMIT');
      return out;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (onClientError) client.off('error', onClientError);
      client.release();
    }
  });
}
