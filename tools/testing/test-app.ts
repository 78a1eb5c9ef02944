import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@site/shared-contracts/platform';
import { buildApp, type AppOptions } from '../../shell/server/src/app';
import { parseConfig } from '../../shell/server/src/config/env';
import { migrate } from '../../shell/server/src/db/migrate';
import type { ClosableSql } from '../../shell/server/src/db/pglite-driver';
import { migrationSources } from '../../shell/server/src/migrations';
import type { RunningSlice, Slice } from '../../shell/server/src/platform/slice-types';
import { slices as allSlices } from '../../shell/server/src/slices';
import { createTestDb, type DriverName } from './test-db';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';

export type TestApp = {
  app: FastifyInstance;
  db: ClosableSql;
  /** A slice's page-cache token, read as the page cache reads it (its services then hold what the table holds). */
  contentToken(slice: RemoteName): Promise<string>;
  close(): Promise<void>;
};

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

function sliceNamed(name: RemoteName): Slice {
  const slice = allSlices.find((s) => s.name === name);
  if (!slice) throw new Error(`no slice named ${name}`);
  return slice;
}

export type TestAppOptions = {
  driver?: DriverName;
  /** Settings as environment variables (the platform's and the slices' own). */
  env?: Record<string, string>;
  /**
   * The slices to compose, as objects or by name; every slice by default. A slice's suite boots the
   * platform with itself alone, and names another slice when a test is about their meeting (teams may
   * not import each other, so by name).
   */
  slices?: readonly (Slice | RemoteName)[];
  /** A database to use instead of a fresh copy of the template (chaos tests put a proxy in front). */
  db?: ClosableSql;
  /** Hears every route as it is registered (tests that visit them all). */
  onRoute?: AppOptions['onRoute'];
};

/**
 * The real shell with the given slices, on a fresh copy of the migrated template database. Migrations
 * a slice's template step could not apply are run (and fail) here, in that slice's suites only.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const slices = (options.slices ?? allSlices).map((slice) => (typeof slice === 'string' ? sliceNamed(slice) : slice));
  const db = options.db ?? (await createTestDb(options.driver));
  await migrate(db, migrationSources(slices));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env }, slices);
  let running: readonly RunningSlice[] = [];
  const app = await buildApp({
    config,
    db,
    slices,
    onSlicesStarted: (started) => {
      running = started;
    },
    secret: TEST_SECRET,
    logger: false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    async contentToken(name) {
      const slice = running.find((s) => s.name === name);
      return (await slice?.contentVersion?.(db, slice.started)) ?? '';
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
