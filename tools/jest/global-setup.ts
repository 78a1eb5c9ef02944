import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../../shell/server/src/db/pglite-driver';
import { openPostgres } from '../../shell/server/src/db/postgres-driver';
import { migrate } from '../../shell/server/src/db/migrate';
import { migrationSources } from '../../shell/server/src/migrations';
import { slices } from '../../shell/server/src/slices';
import { DEFAULT_PG_ADMIN_URL, REPO_ROOT, TEMPLATE_ENV } from '../testing/test-db';

/**
 * Build the migrated database templates once per test run: PGlite's initdb takes ~10 s, so suites
 * restore a tarball of a migrated data dir instead. PostgreSQL gets a template database too.
 */
export default async function globalSetup(): Promise<void> {
  const dir = path.join(REPO_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create();
  await migrate(wrapPglite(pglite), migrationSources(slices));
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
  const db = openPostgres(url.toString(), 1);
  await migrate(db, migrationSources(slices));
  await db.close();
  process.env[TEMPLATE_ENV.postgresTemplate] = template;
  process.env[TEMPLATE_ENV.postgresAdminUrl] = adminUrl;
  console.log(`\n[tests] database suites run on PGlite and on PostgreSQL (${adminUrl}).\n`);
}
