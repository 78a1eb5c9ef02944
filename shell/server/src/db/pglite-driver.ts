import { PGlite } from '@electric-sql/pglite';
import type { Sql } from '@site/shared-contracts/platform';
import { preparedQueries } from './pglite-prepared';
import { sqlOver, type Queryable } from './sql-over';
import { statementNames } from './statement-names';
import { countWrites, registerWriteCount } from './write-count';

/**
 * A database the platform owns: the request-path Sql, `batch` for work whose statements may run long
 * (seeding, re-indexing: on PostgreSQL it runs without the request time-outs), and close.
 */
export type ClosableSql = Sql & { batch<T>(fn: (sql: Sql) => Promise<T>): Promise<T>; close(): Promise<void> };

/** Embedded PostgreSQL (WASM). One connection, so transactions are serialised by PGlite itself. */
export function wrapPglite(pg: PGlite): ClosableSql {
  const wrap = (q: Queryable): Sql => sqlOver('pglite', q, (fn) => pg.transaction((tx) => fn(wrap(tx))));
  // Statements outside a transaction are prepared once (pglite-prepared.ts); a transaction's run as before.
  const top: Queryable = { query: preparedQueries(pg, statementNames()), exec: (text) => pg.exec(text) };
  let writes = 0;
  const db: ClosableSql = {
    ...countWrites(wrap(top), () => {
      writes += 1;
    }),
    // PGlite runs in this process: nothing can hang on the network, so batch work needs no other connection.
    batch: (fn) => fn(db),
    close: () => pg.close(),
  };
  registerWriteCount(db, () => writes, true);
  return db;
}

/**
 * PGlite's defaults are a server's: 128 MB of shared buffers and 100 connections' worth of shared memory,
 * all of it inside this process's WebAssembly memory, which never shrinks. One embedded connection over a
 * data dir the OS caches anyway needs far less (docs/decisions.md, "PGlite memory").
 */
export const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=8'];

/**
 * Open (or create) the data dir. `loadDataDir` restores a template tarball instead of running initdb. This runs
 * PGlite on the calling thread (commands, tests); the server runs it on its own thread (pglite-thread.ts).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<ClosableSql> {
  const pg = await PGlite.create(dataDir, { startParams: START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapPglite(pg);
}
