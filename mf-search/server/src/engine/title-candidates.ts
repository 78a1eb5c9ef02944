import { MAX_PREFIX, prefixOf } from '../index-build/prefix-buckets';
import type { IndexMemory } from './index-memory';
import { intersect, type RankList } from './rank-list';

/**
 * Lists longer than this are read only as far as needed: a word that common (a one-letter prefix, 40% of a
 * 1 000 000-product catalogue) is checked on the candidate rows instead of being intersected. Lists up to it
 * are read once per index version and intersected in memory.
 */
export const FULL_LIST_CAP = 400_000;

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

const slice = (ids: Int32Array, from: number, count: number): number[] => Array.from(ids.subarray(from, from + count));

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
    const list = await memory.head(postType, key, long.length || filtered ? FULL_LIST_CAP : Math.max(want, 1));
    if (!list) return NONE;
    return {
      ranks: (from, count) => slice(list.ids, from, count),
      size: list.ids.length,
      total: list.total,
      exact: long.length === 0,
      check: long,
    };
  }
  const found = await memory.full(postType, keys, FULL_LIST_CAP);
  const lists = new Map<string, RankList>();
  for (const [k, list] of found) if (list) lists.set(k, list);
  if (lists.size < keys.length) return NONE; // a word no title has: no title matches at all
  const complete = [...lists.values()].filter((list) => list.total <= FULL_LIST_CAP);
  const tooCommon = words.filter((w) => (lists.get(prefixOf(w, MAX_PREFIX))?.total ?? 0) > FULL_LIST_CAP);
  const check = [...new Set([...long, ...tooCommon])];
  if (complete.length === 0) {
    // Every word is very common: walk the content type in popularity order and check each title.
    return {
      ranks: (from, count) => Array.from({ length: count }, (_, i) => from + i),
      size: Infinity,
      total: 0,
      exact: false,
      check: [...new Set(words)],
    };
  }
  const first = lists.get(keys[0] ?? '');
  const ordered = intersect(complete, first && first.total <= FULL_LIST_CAP ? first : undefined);
  return {
    ranks: (from, count) => slice(ordered, from, count),
    size: ordered.length,
    total: ordered.length,
    exact: check.length === 0,
    check,
  };
}
