import { normaliseSearchText, searchWords } from '@site/platform-kit/text';
import type { SearchExclusion } from '@site/shared-contracts/search';

/** A visitor's term turned into the pieces the SQL needs; words are letters and digits only. */
export type SearchMatch = {
  /** The normalised words joined by single spaces: what the log stores and prefixes compare. */
  phrase: string;
  words: string[];
  /** Every word as a prefix: 'lap:* & pro:*'. Safe to hand to to_tsquery (no operators inside). */
  tsquery: string;
  /** The same words required in the title (weight A). */
  titleTsquery: string;
  /** LIKE pattern: the phrase at the start of the normalised title. */
  prefixPattern: string;
  /** LIKE pattern: a word completing the last typed word. */
  lastWordPattern: string;
};

/** Term ids to leave out, per taxonomy key. */
export type ExcludedTerms = { taxonomy: string; ids: number[] }[];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toSearchMatch(term: string): SearchMatch | null {
  const words = searchWords(normaliseSearchText(term));
  if (words.length === 0) return null;
  const phrase = words.join(' ');
  return {
    phrase,
    words,
    tsquery: words.map((w) => `${w}:*`).join(' & '),
    titleTsquery: words.map((w) => `${w}:*A`).join(' & '),
    prefixPattern: `${escapeLike(phrase)}%`,
    lastWordPattern: `${escapeLike(words[words.length - 1] ?? '')}%`,
  };
}

/** The exclude_<taxonomy> pairs of a request (spec 7.1) as term ids per taxonomy key. */
export const excludedTerms = (exclusions: readonly SearchExclusion[]): ExcludedTerms =>
  exclusions.map((e) => ({ taxonomy: e.name.slice('exclude_'.length), ids: e.value.split(',').map(Number) }));
