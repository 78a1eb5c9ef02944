import { MAX_PREFIX, prefixOf } from '../index-build/prefix-buckets';
import type { Bucket } from '../data/prefixes';
import type { IndexMemory } from './index-memory';

/**
 * Lists longer than this are read only as far as needed: a word that common (1 in 5 documents at
 * 100 000) is checked on the candidate rows instead of being intersected.
 */
export const FULL_LIST_CAP = 20_000;

/**
 * Where the title matches of a term come from, best first. `ranks(from, count)` yields candidate
 * document ranks; `check` lists the words whose presence the caller must still verify on each row
 * (a word longer than the stored prefixes, or one whose list was too long to intersect).
 */
export type TitleCandidates = {
  ranks: (from: number, count: number) => number[];
  /** How many candidates exist (Infinity: the whole content type is scanned in popularity order). */
  size: number;
  /** Title matches: exact when nothing is left to check. */
  total: number;
  exact: boolean;
  check: string[];
};

const NONE: TitleCandidates = { ranks: () => [], size: 0, total: 0, exact: true, check: [] };

/** Words are normalised search words; `want` is how many results are needed; `filtered`: exclusions apply. */
export async function titleCandidates(
  memory: IndexMemory,
  postType: string,
  words: readonly string[],
  want: number,
  filtered: boolean,
): Promise<TitleCandidates> {
  const keys = [...new Set(words.map((w) => prefixOf(w, MAX_PREFIX)))];
  const long = words.filter((w) => [...w].length > MAX_PREFIX);
  if (keys.length === 1) {
    // One word: its list is already in relevance order; read only what a page or two needs.
    const key = keys[0] ?? '';
    const bucket = await memory.head(postType, key, long.length || filtered ? FULL_LIST_CAP : Math.max(want, 1));
    if (!bucket) return NONE;
    return {
      ranks: (from, count) => bucket.ids.slice(from, from + count),
      size: bucket.ids.length,
      total: bucket.total,
      exact: long.length === 0,
      check: long,
    };
  }
  const found = await memory.full(postType, keys, FULL_LIST_CAP);
  const buckets = new Map<string, Bucket>();
  for (const [k, b] of found) if (b) buckets.set(k, b);
  if (buckets.size < keys.length) return NONE; // a word no title has: no title matches at all
  const complete = [...buckets.values()].filter((b) => b.total <= FULL_LIST_CAP).sort((a, b) => a.total - b.total);
  const firstKey = keys[0] ?? '';
  const first = buckets.get(firstKey);
  const leadSet = new Set(first ? first.ids.slice(0, first.lead) : []);
  const tooCommon = words.filter((w) => (buckets.get(prefixOf(w, MAX_PREFIX))?.total ?? 0) > FULL_LIST_CAP);
  const check = [...new Set([...long, ...tooCommon])];
  const driver = complete[0];
  if (!driver) {
    // Every word is very common: walk the content type in popularity order and check each title.
    return {
      ranks: (from, count) => Array.from({ length: count }, (_, i) => from + i),
      size: Infinity,
      total: 0,
      exact: false,
      check: [...new Set(words)],
    };
  }
  const others = complete.slice(1).map((b) => new Set(b.ids));
  const matches = driver.ids.filter((r) => others.every((s) => s.has(r))).sort((a, b) => a - b);
  // Titles starting with the first typed word first, then by popularity (rank).
  const ordered = [...matches.filter((r) => leadSet.has(r)), ...matches.filter((r) => !leadSet.has(r))];
  return {
    ranks: (from, count) => ordered.slice(from, from + count),
    size: ordered.length,
    total: ordered.length,
    exact: check.length === 0,
    check,
  };
}
