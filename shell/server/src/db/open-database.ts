import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite, type ClosableSql } from './pglite-driver';
import { openPostgres } from './postgres-driver';

export type DatabaseSettings = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db. */
export async function openDatabase(settings: DatabaseSettings): Promise<ClosableSql> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  const dir = path.join(settings.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
