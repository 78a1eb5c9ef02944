import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../../shell/server/src/db/pglite-driver';
import { openPostgres } from '../../shell/server/src/db/postgres-driver';
import { migrate } from '../../shell/server/src/db/migrate';
import type { Sql } from '@site/shared-contracts/platform';
import { migrationSources, PLATFORM_MIGRATIONS } from '../../shell/server/src/migrations';
import { slices } from '../../shell/server/src/slices';
import { DEFAULT_PG_ADMIN_URL, REPO_ROOT, TEMPLATE_ENV } from '../testing/test-db';

/**
 * The platform's tables, then each slice's on its own: a slice whose migrations fail is left out of
 * the template (its suites then fail on it in buildTestApp), and every other slice's suites still run.
 */
async function migrateEachSlice(db: Sql): Promise<void> {
  await migrate(db, [PLATFORM_MIGRATIONS]);
  for (const slice of slices) {
    try {
      await migrate(db, migrationSources([slice]).slice(1));
    } catch (error) {
      console.warn(
        `\n[tests] ${slice.name}'s migrations failed; only its suites will see it: ${(error as Error).message}\n`,
      );
    }
  }
}

/**
 * Build the migrated database templates once per test run: PGlite's initdb takes ~10 s, so suites
 * restore a tarball of a migrated data dir instead. PostgreSQL gets a template database too.
 */
export default async function globalSetup(): Promise<void> {
  const dir = path.join(REPO_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create();
  await migrateEachSlice(wrapPglite(pglite));
  const tarball = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(tarball, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pgliteTarball] = tarball;

  const adminUrl = process.env.SITE_TEST_PG_ADMIN_URL ?? DEFAULT_PG_ADMIN_URL;
  const template = `site_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(
      `\n[tests] PostgreSQL at ${adminUrl} is not reachable (${(error as Error).message}): database suites run on PGlite only.\n`,
    );
    return;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const db = openPostgres(url.toString(), 1, undefined, { connectMs: 10_000, queryMs: 60_000, statementMs: 60_000 });
  await migrateEachSlice(db);
  await db.close();
  process.env[TEMPLATE_ENV.postgresTemplate] = template;
  process.env[TEMPLATE_ENV.postgresAdminUrl] = adminUrl;
  console.log(`\n[tests] database suites run on PGlite and on PostgreSQL (${adminUrl}).\n`);
}
