import { normaliseSearchText, searchWords } from '@site/platform-kit/text';
import type { SearchDocument } from '@site/shared-contracts/platform';

/** Longest stored prefix; a longer typed word uses its first 12 characters plus a title check. */
export const MAX_PREFIX = 12;

/** The title words of a document as the search box sees them: normalised, letters and digits only. */
export const titleWords = (title: string): string[] => searchWords(normaliseSearchText(title));

/** The first `length` characters (code points, as PostgreSQL's left() counts them). */
export const prefixOf = (word: string, length: number): string => [...word].slice(0, length).join('');

export type PrefixBucket = { postType: string; prefix: string; lead: number[]; rest: number[] };

/** What ranking and the prefix lists need of a document. */
export type IndexedTitle = Pick<SearchDocument, 'postType' | 'sourceId' | 'title' | 'popularity'>;

export type RankedDocument<D extends IndexedTitle = SearchDocument> = { doc: D; rank: number; words: string[] };

/**
 * Rank each content type's documents by popularity (then id): rank 0 is the most popular. Ranks, not
 * source ids, go into the prefix lists, so every list is already in popularity order.
 */
export function rankDocuments<D extends IndexedTitle>(documents: readonly D[]): RankedDocument<D>[] {
  const sorted = [...documents].sort((a, b) =>
    a.postType === b.postType
      ? b.popularity - a.popularity || a.sourceId - b.sourceId
      : a.postType < b.postType
        ? -1
        : 1,
  );
  const next = new Map<string, number>();
  return sorted.map((doc) => {
    const rank = next.get(doc.postType) ?? 0;
    next.set(doc.postType, rank + 1);
    return { doc, rank, words: titleWords(doc.title) };
  });
}

/**
 * Every 1..12-character prefix of every title word, with the ranks of the documents having it. A
 * document whose title starts with a word of that prefix goes to `lead` (shown first), others to `rest`.
 * Documents arrive in rank order, so both lists come out sorted without a per-list sort.
 */
export function buildPrefixBuckets(ranked: readonly RankedDocument<IndexedTitle>[]): Map<string, PrefixBucket> {
  const buckets = new Map<string, PrefixBucket>();
  for (const { doc, rank, words } of ranked) {
    const seen = new Set<string>();
    words.forEach((word, position) => {
      const chars = [...word];
      let prefix = '';
      for (let i = 0; i < Math.min(chars.length, MAX_PREFIX); i++) {
        prefix += chars[i];
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        const key = `${doc.postType}\u0000${prefix}`;
        let bucket = buckets.get(key);
        if (!bucket) {
          bucket = { postType: doc.postType, prefix, lead: [], rest: [] };
          buckets.set(key, bucket);
        }
        (position === 0 ? bucket.lead : bucket.rest).push(rank);
      }
    });
  }
  return buckets;
}

/** How many titles use each word (2+ characters): the vocabulary suggestions and typo fixes draw from. */
export function buildVocabulary(ranked: readonly RankedDocument<IndexedTitle>[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const { words } of ranked) {
    for (const word of new Set(words)) {
      if ([...word].length >= 2) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
  }
  return vocabulary;
}
