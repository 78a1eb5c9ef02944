import { lexemeQuery } from './body-matches';
import { Lexicon } from './lexicon';
import { intersect, toRankList, WORDWISE_FROM } from './rank-list';

const row = (word: string, ndoc: number, titleNdoc = 0) => ({
  post_type: 'product',
  word,
  ndoc,
  title_ndoc: titleNdoc,
});
const lexicon = new Lexicon(
  [row('fair', 900), row('fairy', 10, 10), row('laptop', 300, 300), row("o'neill", 2), row('warranty', 200)],
  new Map([['product', 1000]]),
);

describe('the lexicon', () => {
  it('sums what the documents hold of the words starting with a prefix', () => {
    expect(lexicon.stats('product', 'fai')).toEqual({ words: 2, ndoc: 910, bodyOnly: 900 });
    expect(lexicon.stats('product', 'laptop')).toEqual({ words: 1, ndoc: 300, bodyOnly: 0 });
    expect(lexicon.stats('product', 'zzzq')).toEqual({ words: 0, ndoc: 0, bodyOnly: 0 });
    expect(lexicon.stats('post', 'fair')).toEqual({ words: 0, ndoc: 0, bodyOnly: 0 });
  });

  it('spells a few lexemes out exactly and keeps a prefix for many, quoting what needs it', () => {
    expect(lexemeQuery(lexicon, 'product', ['fai', 'war'])).toBe("('fair' | 'fairy') & ('warranty')");
    expect(lexemeQuery(lexicon, 'product', ['o'])).toBe("('o''neill')");
    expect(lexicon.expand('product', '', 3)).toBeNull();
  });
});

describe('rank lists', () => {
  it('intersects in relevance order: titles starting with the first word first, each part by rank', () => {
    const laptop = toRankList({ prefix: 'laptop', total: 6, lead: 2, ids: Int32Array.of(3, 9, 1, 4, 7, 12) });
    const pro = toRankList({ prefix: 'pro', total: 5, lead: 1, ids: Int32Array.of(4, 1, 3, 9, 20) });
    expect([...intersect([pro, laptop], laptop)]).toEqual([3, 9, 1, 4]);
    expect([...intersect([laptop, pro], pro)]).toEqual([4, 1, 3, 9]);
  });

  it('intersects long lists a word at a time with the same answer', () => {
    const size = 3 * WORDWISE_FROM;
    const list = (prefix: string, keep: (r: number) => boolean, lead: (r: number) => boolean) => {
      const ranks = Array.from({ length: 4 * size }, (_, r) => r).filter(keep);
      const ids = [...ranks.filter(lead), ...ranks.filter((r) => !lead(r))];
      return toRankList({ prefix, total: ids.length, lead: ranks.filter(lead).length, ids: Int32Array.from(ids) });
    };
    const even = list(
      'even',
      (r) => r % 2 === 0,
      (r) => r % 3 === 0,
    );
    const five = list(
      'five',
      (r) => r % 5 === 0 || r % 7 === 0,
      (r) => r % 4 === 0,
    );
    const expected = [
      ...Array.from({ length: 4 * size }, (_, r) => r).filter(
        (r) => r % 2 === 0 && (r % 5 === 0 || r % 7 === 0) && r % 3 === 0,
      ),
      ...Array.from({ length: 4 * size }, (_, r) => r).filter(
        (r) => r % 2 === 0 && (r % 5 === 0 || r % 7 === 0) && r % 3 !== 0,
      ),
    ];
    expect([...intersect([five, even], even)]).toEqual(expected);
  });
});
