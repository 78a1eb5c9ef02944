import { doc } from '../testing/catalogue';
import { buildPrefixBuckets, buildVocabulary, MAX_PREFIX, rankDocuments } from './prefix-buckets';

const docs = [
  doc({ postType: 'product', sourceId: 1, title: 'Wireless Mouse', popularity: 5 }),
  doc({ postType: 'product', sourceId: 2, title: 'Gaming Wireless Wireless', popularity: 9 }),
  doc({ postType: 'product', sourceId: 3, title: 'WIRELESS Ćharger', popularity: 5 }),
  doc({ postType: 'post', sourceId: 1, title: 'Wired or wireless?', popularity: 100 }),
  doc({ postType: 'product', sourceId: 4, title: 'Supercalifragilistic', popularity: 0 }),
];

describe('prefix lists', () => {
  const ranked = rankDocuments(docs);
  const buckets = buildPrefixBuckets(ranked);
  const list = (type: string, prefix: string) => {
    const b = buckets.get(`${type}\u0000${prefix}`);
    return b && { lead: b.lead, rest: b.rest };
  };

  it('ranks each content type by popularity, then id', () => {
    expect(ranked.filter((r) => r.doc.postType === 'product').map((r) => [r.doc.sourceId, r.rank])).toEqual([
      [2, 0],
      [1, 1],
      [3, 2],
      [4, 3],
    ]);
    expect(ranked.find((r) => r.doc.postType === 'post')?.rank).toBe(0);
  });

  it('lists titles starting with the word first, each document once, per content type', () => {
    expect(list('product', 'wir')).toEqual({ lead: [1, 2], rest: [0] });
    expect(list('product', 'c')).toEqual({ lead: [], rest: [2] }); // accent folded: 'charger'
    expect(list('post', 'wire')).toEqual({ lead: [0], rest: [] });
  });

  it(`stores prefixes up to ${MAX_PREFIX} characters`, () => {
    expect(list('product', 'supercalifra')).toBeDefined();
    expect(list('product', 'supercalifrag')).toBeUndefined();
  });

  it('counts the titles using each word of two or more letters', () => {
    const vocabulary = buildVocabulary(ranked);
    expect(vocabulary.get('wireless')).toBe(4);
    expect(vocabulary.get('or')).toBe(1);
  });
});
