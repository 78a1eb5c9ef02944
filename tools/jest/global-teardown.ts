import { rmSync } from 'node:fs';
import pg from 'pg';
import { TEMPLATE_ENV } from '../testing/test-db';

export default async function globalTeardown(): Promise<void> {
  const tarball = process.env[TEMPLATE_ENV.pgliteTarball];
  if (tarball) rmSync(tarball, { force: true });
  const template = process.env[TEMPLATE_ENV.postgresTemplate];
  const adminUrl = process.env[TEMPLATE_ENV.postgresAdminUrl];
  if (!template || !adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.end();
}
