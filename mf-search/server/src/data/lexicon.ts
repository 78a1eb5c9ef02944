import type { Sql } from '@site/shared-contracts/platform';

/** One word of one content type's documents: in how many documents, and in how many titles. */
export type LexiconRow = { post_type: string; word: string; ndoc: number; title_ndoc: number };

/** The whole lexicon (thousands of rows whatever the catalogue's size: words, not documents). */
export async function readLexicon(db: Sql): Promise<LexiconRow[]> {
  const { rows } = await db.query<LexiconRow>('SELECT post_type, word, ndoc, title_ndoc FROM search.lexicon');
  return rows;
}

/** Documents per content type: the highest rank plus one (ranks are dense from 0), one index probe each. */
export async function documentCounts(db: Sql): Promise<Map<string, number>> {
  const { rows } = await db.query<{ post_type: string; n: number | null }>(
    `SELECT t.post_type, (SELECT max(d.rank) + 1 FROM search.documents d WHERE d.post_type = t.post_type) AS n
     FROM (VALUES ('product'), ('post'), ('offer')) AS t(post_type)`,
  );
  return new Map(rows.map((r) => [r.post_type, r.n ?? 0]));
}

/** Recount the lexicon from the stored documents (migration 007's function), inside a re-index. */
export async function rebuildLexicon(tx: Sql): Promise<void> {
  await tx.query('SELECT search.rebuild_lexicon()');
}

/** One content type's words by where they are: in titles, or in bodies only (what the scale bench searches). */
export async function wordsOf(db: Sql, postType: string): Promise<{ title: string[]; bodyOnly: string[] }> {
  const { rows } = await db.query<{ word: string; in_title: boolean }>(
    `SELECT word, title_ndoc > 0 AS in_title FROM search.lexicon WHERE post_type = $1 ORDER BY ndoc DESC, word`,
    [postType],
  );
  return {
    title: rows.filter((r) => r.in_title).map((r) => r.word),
    bodyOnly: rows.filter((r) => !r.in_title).map((r) => r.word),
  };
}

/** Titles of the most popular documents of a content type (pairs of their words make realistic searches). */
export async function popularTitles(db: Sql, postType: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    'SELECT title FROM search.documents WHERE post_type = $1 AND rank < $2 ORDER BY rank',
    [postType, limit],
  );
  return rows.map((r) => r.title);
}
