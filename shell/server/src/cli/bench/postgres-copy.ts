import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ClosableSql } from '../../db/pglite-driver';
import { openPostgres } from '../../db/postgres-driver';

export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of the tests (127.0.0.1:5432, database test, trust) answers. */
export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** A fresh empty database on that server for the bench, dropped (with its connections) afterwards. */
export async function freshPostgresDatabase(): Promise<{ url: URL; open(): ClosableSql; drop(): Promise<void> }> {
  const name = `site_bench_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  return {
    url,
    // Generous time-outs: migrating and seeding are bulk work, not a page request.
    open: () =>
      openPostgres(url.toString(), 4, undefined, { connectMs: 10_000, queryMs: 120_000, statementMs: 120_000 }),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
