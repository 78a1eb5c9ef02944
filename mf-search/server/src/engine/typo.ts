import type { Sql } from '@site/shared-contracts/platform';
import { readVocabulary, type VocabularyRow } from '../data/vocabulary';

/** Vocabulary words by length, loaded once per index version (the fallback runs only on no-match terms). */
export type Vocabulary = { byLength: Map<number, VocabularyRow[]> };

export async function loadVocabulary(db: Sql): Promise<Vocabulary> {
  const byLength = new Map<number, VocabularyRow[]>();
  for (const row of await readVocabulary(db)) {
    const length = [...row.word].length;
    const list = byLength.get(length) ?? [];
    list.push(row);
    byLength.set(length, list);
  }
  return { byLength };
}

/** Damerau-Levenshtein (adjacent transpositions) with an early exit once every cell exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
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

/**
 * The closest vocabulary word (fewest edits, then most titles). The last typed word is still being
 * typed, so it is compared with word beginnings of the same length: 'wirel' is one edit from 'wirel|ess'.
 */
export function correctWord(vocabulary: Vocabulary, word: string, isLast: boolean): string | null {
  const length = [...word].length;
  const max = allowedEdits(length);
  if (max === 0) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const [l, entries] of vocabulary.byLength) {
    if (l < length - max || (!isLast && l > length + max)) continue;
    for (const entry of entries) {
      const chars = [...entry.word];
      const targets =
        isLast && l > length
          ? [length - 1, length, length + 1].filter((n) => n <= l).map((n) => chars.slice(0, n).join(''))
          : [entry.word];
      const distance = Math.min(...targets.map((target) => editDistance(word, target, max)));
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && entry.frequency > best.frequency)) {
        best = { word: entry.word, distance, frequency: entry.frequency };
      }
    }
  }
  return best?.word ?? null;
}

/** The term with each unknown word replaced by its closest vocabulary word, or null if nothing changed. */
export function correctPhrase(
  vocabulary: Vocabulary,
  words: readonly string[],
  known: (word: string) => boolean,
): string | null {
  let changed = false;
  const out = words.map((word, i) => {
    if (known(word)) return word;
    const fixed = correctWord(vocabulary, word, i === words.length - 1);
    if (fixed) changed = true;
    return fixed ?? word;
  });
  return changed ? out.join(' ') : null;
}
