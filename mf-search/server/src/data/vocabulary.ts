import type { Sql } from '@site/shared-contracts/platform';

export type VocabularyRow = { word: string; frequency: number };

/** Every title word with the number of titles using it, most used first (the typo fallback's candidates). */
export async function readVocabulary(db: Sql): Promise<VocabularyRow[]> {
  const { rows } = await db.query<VocabularyRow>(
    'SELECT word, frequency FROM search.vocabulary ORDER BY frequency DESC, word',
  );
  return rows;
}

/** Words per INSERT: one statement per 20 000 keeps each parameter array small. */
const WORDS_PER_STATEMENT = 20_000;

export async function writeVocabulary(tx: Sql, vocabulary: Map<string, number>): Promise<void> {
  const words = [...vocabulary.keys()];
  for (let i = 0; i < words.length; i += WORDS_PER_STATEMENT) {
    const slice = words.slice(i, i + WORDS_PER_STATEMENT);
    await tx.query('INSERT INTO search.vocabulary (word, frequency) SELECT * FROM unnest($1::text[], $2::int[])', [
      slice,
      slice.map((w) => vocabulary.get(w) ?? 0),
    ]);
  }
}
