import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite, START_PARAMS, type ClosableSql } from './pglite-driver';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres-driver';
import { keepWriteCount } from './write-count';

export type DatabaseSettings = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite on a worker thread (the server: queries off the render path) or on this one (commands, the seed). */
  pgliteThread?: 'worker' | 'this';
};

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db (one process at a time). */
export async function openDatabase(settings: DatabaseSettings): Promise<ClosableSql> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  const dir = path.join(settings.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(settings.dataDir);
  try {
    const db =
      settings.pgliteThread === 'worker'
        ? await openPgliteThread({ dataDir: dir, startParams: START_PARAMS })
        : await openPglite(dir);
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
