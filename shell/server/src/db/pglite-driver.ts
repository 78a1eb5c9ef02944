import { PGlite } from '@electric-sql/pglite';
import type { Sql } from '@site/shared-contracts/platform';
import { sqlOver } from './sql-over';

export type ClosableSql = Sql & { close(): Promise<void> };

/** Embedded PostgreSQL (WASM). One connection, so transactions are serialised by PGlite itself. */
export function wrapPglite(pg: PGlite): ClosableSql {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Sql =>
    sqlOver('pglite', q, (fn) => pg.transaction((tx) => fn(wrap(tx))));
  return { ...wrap(pg), close: () => pg.close() };
}

/** Open (or create) the data dir. `loadDataDir` restores a template tarball instead of running initdb. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<ClosableSql> {
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return wrapPglite(pg);
}
