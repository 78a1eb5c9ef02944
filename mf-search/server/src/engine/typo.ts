import type { Sql } from '@site/shared-contracts/platform';
import { readVocabulary, type VocabularyRow } from '../data/vocabulary';
import { gramCandidates, gramIndex, type GramIndex } from './typo-grams';

/** A vocabulary word with its characters split once (code points: Greek and accents count as one). */
export type VocabularyEntry = VocabularyRow & { chars?: readonly string[] };

/**
 * Vocabulary words by length, loaded once per index version (the fallback runs only on no-match terms),
 * with every word sorted for prefix lookups and a memo of corrections already made.
 */
export type Vocabulary = {
  byLength: Map<number, VocabularyEntry[]>;
  sorted?: readonly string[];
  memo?: Map<string, string | null>;
  /** Letter pairs -> words: the candidates of a typo without a pass over every word (typo-grams.ts). */
  grams?: GramIndex<VocabularyEntry>;
};

/**
 * Bounds on the fallback's work, which runs on the event loop: a flood of misspelled terms must not
 * starve other requests (issue 11: one client pushed the health check from 3.8 ms to 278 ms). At most
 * this many unknown words of a term are corrected, words longer than this are never guessed at, and
 * the memo keeps this many corrections per index version.
 */
export const TYPO_MAX_WORDS = 3;
export const TYPO_MAX_WORD_LENGTH = 20;
const MEMO_SIZE = 10_000;

export async function loadVocabulary(db: Sql): Promise<Vocabulary> {
  const byLength = new Map<number, VocabularyEntry[]>();
  const words: string[] = [];
  for (const row of await readVocabulary(db)) {
    const chars = [...row.word];
    const list = byLength.get(chars.length) ?? [];
    list.push({ ...row, chars });
    byLength.set(chars.length, list);
    words.push(row.word);
  }
  words.sort();
  return { byLength, sorted: words, memo: new Map(), grams: gramIndex([...byLength.values()].flat()) };
}

/** Whether some vocabulary word starts with `prefix` (a binary search, not a scan). */
export function knownPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const sorted =
    vocabulary.sorted ??
    [...vocabulary.byLength.values()]
      .flat()
      .map((e) => e.word)
      .sort();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return (sorted[low] ?? '').startsWith(prefix);
}

/** Damerau-Levenshtein (adjacent transpositions) with an early exit once every cell exceeds `max`. */
export function editDistance(a: string | readonly string[], b: string | readonly string[], max: number): number {
  const s = typeof a === 'string' ? [...a] : a;
  const t = typeof b === 'string' ? [...b] : b;
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[t.length] ?? max + 1;
}

/** One edit for words of 3-6 letters, two from 7; shorter words are never corrected. */
const allowedEdits = (length: number): number => (length < 3 ? 0 : length < 7 ? 1 : 2);

function closestWord(vocabulary: Vocabulary, word: string, isLast: boolean): string | null {
  const typed = [...word];
  const length = typed.length;
  const max = length > TYPO_MAX_WORD_LENGTH ? 0 : allowedEdits(length);
  if (max === 0) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  const candidates = vocabulary.grams ? gramCandidates(vocabulary.grams, typed, max, isLast) : null;
  const groups = candidates ? [candidates] : vocabulary.byLength.values();
  for (const entries of groups) {
    for (const entry of entries) {
      const chars = entry.chars ?? [...entry.word];
      const l = chars.length;
      if (l < length - max || (!isLast && l > length + max)) continue;
      let distance = max + 1;
      if (isLast && l > length) {
        for (const n of [length - 1, length, length + 1]) {
          if (n <= l) distance = Math.min(distance, editDistance(typed, chars.slice(0, n), max));
        }
      } else {
        distance = editDistance(typed, chars, max);
      }
      if (distance > max) continue;
      // Fewest edits, then most used, then the first in alphabetical order: the same answer whatever the order.
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (entry.frequency > best.frequency || (entry.frequency === best.frequency && entry.word < best.word)));
      if (better) {
        best = { word: entry.word, distance, frequency: entry.frequency };
      }
    }
  }
  return best?.word ?? null;
}

/**
 * The closest vocabulary word (fewest edits, then most titles). The last typed word is still being
 * typed, so it is compared with word beginnings of the same length: 'wirel' is one edit from 'wirel|ess'.
 */
export function correctWord(vocabulary: Vocabulary, word: string, isLast: boolean): string | null {
  const key = `${isLast ? '>' : '='}${word}`;
  const memo = vocabulary.memo;
  if (memo?.has(key)) return memo.get(key) ?? null;
  const fixed = closestWord(vocabulary, word, isLast);
  if (memo) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, fixed);
  }
  return fixed;
}

/**
 * The term with each unknown word replaced by its closest vocabulary word, or null if nothing changed.
 * Only the first TYPO_MAX_WORDS unknown words are looked at: the rest stay as typed.
 */
export function correctPhrase(
  vocabulary: Vocabulary,
  words: readonly string[],
  known: (word: string) => boolean,
): string | null {
  let changed = false;
  let tried = 0;
  const out = words.map((word, i) => {
    if (tried >= TYPO_MAX_WORDS || known(word)) return word;
    tried++;
    const fixed = correctWord(vocabulary, word, i === words.length - 1);
    if (fixed) changed = true;
    return fixed ?? word;
  });
  return changed ? out.join(' ') : null;
}
