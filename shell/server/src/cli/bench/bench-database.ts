import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BenchDatabase = {
  driver: 'pglite' | 'postgres';
  /** The fresh database's address, for the seed, the bench's sites and `npm start`; undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
};

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Where the bench seeds: PGlite (in a temporary data dir), or, with DATABASE_URL, a fresh database on that
 * PostgreSQL server, created here and dropped at the end with its connections, so the bench never touches the
 * database the variable names.
 */
export async function benchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) return { driver: 'pglite', url: undefined, drop: async () => undefined };
  const name = `site_bench_${randomBytes(6).toString('hex')}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    driver: 'postgres',
    url: url.toString(),
    drop: () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
