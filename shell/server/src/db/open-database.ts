import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite, type ClosableSql } from './pglite-driver';
import { openPostgres } from './postgres-driver';
import { keepWriteCount } from './write-count';

export type DatabaseSettings = { databaseUrl?: string | undefined; dataDir: string };

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db (one process at a time). */
export async function openDatabase(settings: DatabaseSettings): Promise<ClosableSql> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  const dir = path.join(settings.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(settings.dataDir);
  try {
    const db = await openPglite(dir);
    const locked: ClosableSql = {
      ...db,
      async close() {
        await db.close();
        release();
      },
    };
    // Same connection, same writes: the copy reports the driver's count (see write-count.ts).
    keepWriteCount(db, locked);
    return locked;
  } catch (error) {
    release();
    throw error;
  }
}
