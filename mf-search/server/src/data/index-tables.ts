import type { Sql } from '@site/shared-contracts/platform';

/** Empty every index table: a re-index rebuilds them whole, inside the caller's transaction. */
export async function truncateIndex(tx: Sql): Promise<void> {
  await tx.exec('TRUNCATE search.documents, search.terms, search.vocabulary, search.prefixes, search.lexicon');
}

/**
 * Drop the documents' secondary indexes and return their definitions: building them once after a bulk
 * load is several times faster than keeping the GIN index up to date row by row. The definitions are
 * read back from the catalogue, so the migration stays their one source.
 */
export async function dropDocumentIndexes(tx: Sql): Promise<string[]> {
  const { rows } = await tx.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = 'search' AND tablename = 'documents' AND indexname <> 'documents_pkey'`,
  );
  for (const index of rows) await tx.exec(`DROP INDEX search.${index.name}`);
  return rows.map((index) => index.def);
}

export async function createIndexes(tx: Sql, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await tx.exec(definition);
}

/** Fresh planner statistics for the rebuilt tables: bulk loads leave them stale. */
export async function analyzeIndex(db: Sql): Promise<void> {
  await db.exec('ANALYZE search.documents; ANALYZE search.prefixes; ANALYZE search.vocabulary; ANALYZE search.lexicon');
}

/** Documents indexed before the prefix lists existed (migration 003) but no lists yet. */
export async function prefixListsMissing(db: Sql): Promise<boolean> {
  const { rows } = await db.query<{ missing: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM search.documents) AND NOT EXISTS (SELECT 1 FROM search.prefixes) AS missing',
  );
  return rows[0]?.missing ?? false;
}

/** Empty the vocabulary before it is written again outside a full re-index. */
export async function clearVocabulary(tx: Sql): Promise<void> {
  await tx.exec('TRUNCATE search.vocabulary');
}
