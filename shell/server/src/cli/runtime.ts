import type { ServerConfig } from '../config/env';
import { parseConfig } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { ClosableSql } from '../db/pglite-driver';
import { migrationSources } from '../migrations';
import { slices } from '../slices';

// Kept here for start.ts; a command that opens no database (lock:stubs) imports run-command.ts and skips the
// server's modules.
export { runCommand } from './run-command';

/**
 * What every command needs: the parsed config and a migrated database. The server (`serving`) runs PGlite where
 * PGLITE_THREAD says (a worker thread by default); a command runs it on the calling thread, unless it asks for its
 * own (`ownThread`: the seed, whose generating and writing then overlap).
 */
export async function openRuntime(
  options: { migrate?: boolean; serving?: boolean; ownThread?: boolean } = {},
): Promise<{ config: ServerConfig; db: ClosableSql }> {
  const config = parseConfig(process.env, slices);
  const worker = options.ownThread || (options.serving && config.pgliteThread === 'worker');
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteThread: worker ? 'worker' : 'this',
  });
  // A cluster's workers skip it: their primary migrated once before forking them.
  if (options.migrate !== false) await db.batch((sql) => migrate(sql, migrationSources(slices)));
  return { config, db };
}
