import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite, type ClosableSql } from './pglite-driver';
import { openPostgres } from './postgres-driver';

export type DatabaseSettings = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db (one process at a time). */
export async function openDatabase(settings: DatabaseSettings): Promise<ClosableSql> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  const dir = path.join(settings.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(settings.dataDir);
  try {
    const db = await openPglite(dir);
    return {
      ...db,
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
