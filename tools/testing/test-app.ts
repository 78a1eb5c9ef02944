import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../shell/server/src/app';
import { parseConfig } from '../../shell/server/src/config/env';
import type { ClosableSql } from '../../shell/server/src/db/pglite-driver';
import { slices } from '../../shell/server/src/slices';
import { createTestDb, type DriverName } from './test-db';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';

export type TestApp = { app: FastifyInstance; db: ClosableSql; close(): Promise<void> };

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/** The real shell with every slice, on a fresh copy of the migrated template database. */
export async function buildTestApp(
  options: { driver?: DriverName; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const db = await createTestDb(options.driver);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, db, slices, secret: TEST_SECRET, logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
