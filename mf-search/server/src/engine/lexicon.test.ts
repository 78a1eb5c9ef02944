import { lexemeQuery } from './body-matches';
import { Lexicon } from './lexicon';
import { intersect, toRankList } from './rank-list';

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
    const laptop = toRankList({ prefix: 'laptop', total: 6, lead: 2, ids: [3, 9, 1, 4, 7, 12] });
    const pro = toRankList({ prefix: 'pro', total: 5, lead: 1, ids: [4, 1, 3, 9, 20] });
    expect([...intersect([pro, laptop], laptop)]).toEqual([3, 9, 1, 4]);
    expect([...intersect([laptop, pro], pro)]).toEqual([4, 1, 3, 9]);
  });
});
