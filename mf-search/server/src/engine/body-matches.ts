import type { Sql } from '@site/shared-contracts/platform';
import { bodyOnlyRanksFromIndex, bodyOnlyRanksInRange } from '../data/documents';
import type { IndexMemory } from './index-memory';
import type { Lexicon } from './lexicon';
import type { SearchMatch } from './search-match';

/** Up to this many body-only documents (by the lexicon's count), the GIN index finds them all at once. */
export const SPARSE_DOCUMENTS = 2_000;
/** A typed word standing for at most this many lexemes is searched as those words (exact, well estimated). */
const EXPANSION_MAX = 8;
const CHUNK_MIN = 256;
const CHUNK_MAX = 20_000;

/** A lexeme as a tsquery operand, taken verbatim (quotes doubled, backslashes escaped). */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The typed words as a tsquery literal: each one its few lexemes, or a prefix when it stands for many. */
export function lexemeQuery(lexicon: Lexicon, postType: string, words: readonly string[]): string {
  return words
    .map((word) => {
      const lexemes = lexicon.expand(postType, word, EXPANSION_MAX);
      return lexemes && lexemes.length > 0 ? `(${lexemes.map(quoted).join(' | ')})` : `${quoted(word)}:*`;
    })
    .join(' & ');
}

/**
 * Ranks of up to `limit` documents with every word somewhere but not all in the title, most popular first
 * (issue 29: this was the miss path, a sequential scan of every document, 270-500 ms at 1 000 000 products
 * even for a word no document has). The lexicon decides before any document is read:
 * - a word no document holds, or words held only in titles: nothing to read;
 * - few documents: the GIN index collects them (bodyOnlyRanksFromIndex);
 * - many: they are dense among the most popular, so ranks are read in order, a range at a time, as far as
 *   the count says they should be found; if they are not (words common apart but rare together), the GIN
 *   index takes over from there.
 */
export async function bodyOnlyRanks(
  db: Sql,
  memory: IndexMemory,
  match: SearchMatch,
  postType: string,
  limit: number,
): Promise<number[]> {
  const lexicon = await memory.lexicon();
  const stats = match.words.map((word) => lexicon.stats(postType, word));
  if (limit <= 0 || stats.some((s) => s.words === 0)) return [];
  const bodyOnly = stats.reduce((sum, s) => sum + s.bodyOnly, 0);
  const estimate = Math.min(bodyOnly, ...stats.map((s) => s.ndoc));
  if (estimate === 0) return [];
  const words = lexemeQuery(lexicon, postType, match.words);
  const inTitle = match.titleTsquery;
  if (estimate <= SPARSE_DOCUMENTS) return bodyOnlyRanksFromIndex(db, postType, words, inTitle, 0, limit);
  const documents = lexicon.documents.get(postType) ?? 0;
  const density = estimate / Math.max(1, documents);
  // Where the matches should have turned up by, were the estimate right (four times the expected distance).
  const walkTo = Math.min(documents, Math.max(CHUNK_MIN * 4, Math.ceil((4 * limit) / density)));
  const found: number[] = [];
  let from = 0;
  let chunk = Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, Math.ceil((2 * limit) / density)));
  while (found.length < limit && from < walkTo) {
    const to = Math.min(walkTo, from + chunk);
    found.push(...(await bodyOnlyRanksInRange(db, postType, words, inTitle, from, to)));
    from = to;
    chunk = Math.min(CHUNK_MAX, chunk * 2);
  }
  if (found.length < limit && from < documents) {
    found.push(...(await bodyOnlyRanksFromIndex(db, postType, words, inTitle, from, limit - found.length)));
  }
  return found.slice(0, limit);
}
