import type { Sql } from '@site/shared-contracts/platform';

/** The index version: bumped by every re-index, read before each answer so every process sees a rebuild. */
export async function readIndexVersion(db: Sql): Promise<number> {
  const { rows } = await db.query<{ version: number }>('SELECT version FROM search.index_state');
  return rows[0]?.version ?? 0;
}

/** Tells every server process's caches that their answers are out of date. */
export async function bumpIndexVersion(tx: Sql): Promise<void> {
  await tx.exec('UPDATE search.index_state SET version = version + 1, indexed_at = now()');
}
