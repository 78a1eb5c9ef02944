import { correctPhrase, correctWord, editDistance, knownPrefix, TYPO_MAX_WORDS, type Vocabulary } from './typo';
import { gramCandidates, gramIndex } from './typo-grams';

const vocabulary = (words: [string, number][]): Vocabulary => {
  const byLength = new Map<number, { word: string; frequency: number }[]>();
  for (const [word, frequency] of words)
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), { word, frequency }]);
  return { byLength };
};

describe('typo fallback', () => {
  const v = vocabulary([
    ['laptop', 50],
    ['lapdog', 1],
    ['headphones', 20],
    ['wireless', 30],
    ['καλοκαιρι', 2],
  ]);

  it('measures edits with transpositions and gives up past the limit', () => {
    expect(editDistance('lpatop', 'laptop', 2)).toBe(1);
    expect(editDistance('laptop', 'laptop', 1)).toBe(0);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('corrects whole words by fewest edits, then by use', () => {
    expect(correctWord(v, 'laptoo', false)).toBe('laptop');
    expect(correctWord(v, 'lapdo', false)).toBe('lapdog');
    expect(correctWord(v, 'καλοκερι', false)).toBe('καλοκαιρι');
    expect(correctWord(v, 'zzzzzz', false)).toBeNull();
    expect(correctWord(v, 'ab', false)).toBeNull(); // too short to guess
  });

  it('compares a last word still being typed with word beginnings', () => {
    expect(correctWord(v, 'wirel', true)).toBe('wireless');
    expect(correctWord(v, 'wierl', true)).toBe('wireless');
    expect(correctWord(v, 'headphnes', true)).toBe('headphones');
  });

  it('changes only unknown words and reports no change as null', () => {
    const known = (w: string) => ['laptop', 'wireless'].some((k) => k.startsWith(w));
    expect(correctPhrase(v, ['wireless', 'headphnes'], known)).toBe('wireless headphones');
    expect(correctPhrase(v, ['laptop'], known)).toBeNull();
  });
});

describe('typo fallback bounds', () => {
  const words: [string, number][] = [
    ['laptop', 50],
    ['wireless', 30],
    ['headphones', 20],
    ['camera', 10],
  ];
  const v = (): Vocabulary => {
    const byLength = new Map<number, { word: string; frequency: number; chars: string[] }[]>();
    for (const [word, frequency] of words) {
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), { word, frequency, chars: [...word] }]);
    }
    return { byLength, sorted: words.map(([w]) => w).sort(), memo: new Map() };
  };

  it('finds known prefixes by binary search', () => {
    const vocabulary = v();
    expect(['l', 'lap', 'laptop', 'wire', 'cam'].every((w) => knownPrefix(vocabulary, w))).toBe(true);
    expect(['laptops', 'x', 'camz', 'zzz'].some((w) => knownPrefix(vocabulary, w))).toBe(false);
  });

  it(`corrects at most ${TYPO_MAX_WORDS} unknown words of a term and leaves the rest as typed`, () => {
    const typed = ['laptoo', 'wireles', 'headphnes', 'camrea', 'laptpo'];
    const fixed = correctPhrase(v(), typed, () => false)?.split(' ');
    expect(fixed).toEqual(['laptop', 'wireless', 'headphones', 'camrea', 'laptpo']);
  });

  it('never guesses at an overlong word', () => {
    expect(correctWord(v(), `${'laptop'.repeat(4)}x`, false)).toBeNull();
  });

  it('remembers a correction instead of scanning the vocabulary again', () => {
    const vocabulary = v();
    expect(correctWord(vocabulary, 'laptoo', false)).toBe('laptop');
    vocabulary.byLength.clear(); // a second scan would find nothing now
    expect(correctWord(vocabulary, 'laptoo', false)).toBe('laptop');
    expect(vocabulary.memo?.size).toBe(1);
  });
});

describe('typo candidates by letter pairs', () => {
  // A vocabulary of 1 000 made-up words (deterministic); each full pass the first test compares with costs
  // 10-30 ms under jest, so it takes a few words' typos.
  const letters = 'abcdefghijklmnoprstuvy';
  const words = new Map<string, number>();
  for (let i = 0; words.size < 1000; i++) {
    let word = '';
    for (let x = i * 7919 + 13, n = 3 + (i % 9); word.length < n; x = Math.floor(x / 5) + word.length * 31 + i) {
      word += letters[x % letters.length];
    }
    words.set(word, (i * 37) % 101);
  }
  const entries = [...words].map(([word, frequency]) => ({ word, frequency, chars: [...word] }));
  const linear: Vocabulary = { byLength: new Map([[0, entries]]) };
  const indexed: Vocabulary = { byLength: new Map([[0, entries]]), grams: gramIndex(entries) };
  // Typos of real words: a swap, a change, a missing and an extra letter; and words made up whole.
  const typos = [...words.keys()]
    .slice(0, 12)
    .flatMap((w, i) => [
      w.length > 3 ? `${w[0]}${w[2]}${w[1]}${w.slice(3)}` : w,
      `${w.slice(0, -1)}${letters[i % letters.length]}`,
      w.slice(1),
      `${w}${letters[(i * 3) % letters.length]}`,
      `q${w.slice(2, 6)}x`,
    ]);

  it('corrects exactly as a pass over every word would', () => {
    for (const typo of typos) {
      for (const isLast of [false, true]) {
        expect([typo, isLast, correctWord(indexed, typo, isLast)]).toEqual([
          typo,
          isLast,
          correctWord(linear, typo, isLast),
        ]);
      }
    }
  });

  it('looks at a few of the words only', () => {
    const grams = gramIndex(entries);
    const all = typos.map((typo) => gramCandidates(grams, [...typo], typo.length < 7 ? 1 : 2, false).length);
    expect(all.reduce((sum, n) => sum + n, 0) / all.length).toBeLessThan(entries.length / 10);
  });
});
