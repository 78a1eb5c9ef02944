import { correctPhrase, correctWord, editDistance, type Vocabulary } from './typo';

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
