/**
 * Candidate words for a typo, found by the letter pairs they share with it instead of comparing every word
 * of the vocabulary (105 ms a word for 50 000 words; at most a few hundred candidates this way).
 *
 * Each word is padded with a start and an end mark and cut into its distinct letter pairs. One edit brings
 * at most three pairs a word did not have (a swap of two letters: xa ab by -> xb ba ay; a change, an
 * insertion or a deletion fewer), so a word within `max` edits of the typed one shares at least
 * pairs(typed) - 3 x max of its pairs. A last word still being typed is compared with word beginnings: its
 * end mark is left out, and a beginning's pairs are all pairs of the whole word.
 */
const START = '\u0002';
const END = '\u0003';

export type GramIndex<E> = { entries: readonly E[]; postings: ReadonlyMap<string, readonly number[]> };

export function letterPairs(chars: readonly string[], withEnd: boolean): Set<string> {
  const padded = [START, ...chars, ...(withEnd ? [END] : [])];
  const pairs = new Set<string>();
  for (let i = 1; i < padded.length; i++) pairs.add(`${padded[i - 1] ?? ''}${padded[i] ?? ''}`);
  return pairs;
}

export function gramIndex<E extends { chars?: readonly string[]; word: string }>(entries: readonly E[]): GramIndex<E> {
  const postings = new Map<string, number[]>();
  entries.forEach((entry, id) => {
    for (const pair of letterPairs(entry.chars ?? [...entry.word], true)) {
      const list = postings.get(pair) ?? [];
      list.push(id);
      postings.set(pair, list);
    }
  });
  return { entries, postings };
}

/** The entries that can be within `max` edits of the typed word (or of a beginning of them, `isLast`). */
export function gramCandidates<E>(index: GramIndex<E>, typed: readonly string[], max: number, isLast: boolean): E[] {
  const pairs = letterPairs(typed, !isLast);
  const need = pairs.size - 3 * max;
  if (need <= 0) return [...index.entries];
  const shared = new Uint16Array(index.entries.length);
  const found: E[] = [];
  for (const pair of pairs) {
    for (const id of index.postings.get(pair) ?? []) {
      shared[id] = (shared[id] ?? 0) + 1;
      if (shared[id] === need) found.push(index.entries[id] as E);
    }
  }
  return found;
}
