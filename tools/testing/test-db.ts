import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, START_PARAMS, type ClosableSql } from '../../shell/server/src/db/pglite-driver';
import { openPgliteThread } from '../../shell/server/src/db/pglite-thread';
import { openPostgres } from '../../shell/server/src/db/postgres-driver';
import { keepWriteCount } from '../../shell/server/src/db/write-count';

/** Written by global-setup: where the migrated templates are. */
export const TEMPLATE_ENV = {
  pgliteTarball: 'SITE_TEST_PGLITE_TEMPLATE',
  postgresTemplate: 'SITE_TEST_PG_TEMPLATE',
  postgresAdminUrl: 'SITE_TEST_PG_ADMIN_URL',
} as const;

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh in-memory PGlite restored from the migrated template: no initdb, no migrations per suite. On this
 * thread, or on a worker thread as the server runs it (`thread: 'worker'`, or every suite with
 * SITE_TEST_PGLITE_THREAD=worker).
 */
export async function createPgliteTestDb(thread = process.env.SITE_TEST_PGLITE_THREAD): Promise<ClosableSql> {
  const tarball = process.env[TEMPLATE_ENV.pgliteTarball];
  if (!tarball) throw new Error('PGlite template missing: run tests through jest (tools/jest/global-setup.ts)');
  if (thread === 'worker') {
    return openPgliteThread({ dataDir: undefined, template: readFileSync(tarball), startParams: START_PARAMS });
  }
  return openPglite(undefined, new Blob([readFileSync(tarball)]));
}

/** Whether global-setup found the PostgreSQL server (127.0.0.1:5432) and built a template there. */
export function postgresAvailable(): boolean {
  return Boolean(process.env[TEMPLATE_ENV.postgresTemplate]);
}

/** A fresh database on the PostgreSQL server, copied from the migrated template: its URL, and drop. */
export async function copyPostgresTemplate(): Promise<{ url: URL; drop(): Promise<void> }> {
  const template = process.env[TEMPLATE_ENV.postgresTemplate];
  const adminUrl = process.env[TEMPLATE_ENV.postgresAdminUrl] ?? DEFAULT_PG_ADMIN_URL;
  if (!template) throw new Error('PostgreSQL is not reachable');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh database on the PostgreSQL server, copied from the migrated template; dropped on close. */
export async function createPostgresTestDb(connections = 4): Promise<ClosableSql> {
  const { url, drop } = await copyPostgresTemplate();
  // Generous time-outs: a test's bulk set-up on a busy machine is not a hung database.
  const db = openPostgres(url.toString(), connections, undefined, {
    connectMs: 10_000,
    queryMs: 30_000,
    statementMs: 30_000,
  });
  const copy: ClosableSql = {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
  keepWriteCount(db, copy);
  return copy;
}

export type DriverName = 'pglite' | 'postgres';

/** The drivers a data-layer suite runs on: PGlite always, PostgreSQL when reachable. */
export function testDrivers(): DriverName[] {
  return postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];
}

/** `connections`: the PostgreSQL pool's size (PGlite has one connection whatever it says). */
export function createTestDb(driver: DriverName = 'pglite', connections?: number): Promise<ClosableSql> {
  return driver === 'postgres' ? createPostgresTestDb(connections) : createPgliteTestDb();
}

export const REPO_ROOT = path.resolve(__dirname, '../..');
