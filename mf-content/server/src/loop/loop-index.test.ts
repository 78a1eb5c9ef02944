import { buildLoopIndex, countTerms, queryLoop, type TaxonomyCondition } from './loop-index';

// Six posts, newest first: categories 1/2, tags 10 (a) and 11 (b), ratings on some.
const rows = [
  { id: 6, categoryId: 1, rating: 70, termIds: [10, 11] },
  { id: 5, categoryId: 2, rating: null, termIds: [10] },
  { id: 4, categoryId: 1, rating: 90, termIds: [11] },
  { id: 3, categoryId: 2, rating: 70, termIds: [10, 11] },
  { id: 2, categoryId: 1, rating: null, termIds: [] },
  { id: 1, categoryId: 2, rating: 90, termIds: [10] },
];
const terms = [
  { id: 1, taxonomy: 'category', slug: 'one', name: 'One' },
  { id: 2, taxonomy: 'category', slug: 'two', name: 'Two' },
  { id: 10, taxonomy: 'tag', slug: 'a', name: 'A' },
  { id: 11, taxonomy: 'tag', slug: 'b', name: 'B' },
];
const index = buildLoopIndex(rows, terms);
const tag = (termIds: number[], join: 'AND' | 'OR', missing = false): TaxonomyCondition => ({
  taxonomy: 'tag',
  termIds,
  join,
  missing,
});
const category = (termIds: number[], join: 'AND' | 'OR'): TaxonomyCondition => ({
  taxonomy: 'category',
  termIds,
  join,
  missing: false,
});
const ids = (conditions: TaxonomyCondition[], more: Partial<Parameters<typeof queryLoop>[1]> = {}) =>
  queryLoop(index, { scope: {}, conditions, order: 'newest', page: 1, perPage: 10, ...more });

describe('the loop index', () => {
  it('matches AND as every term and OR as any, newest first', () => {
    expect(ids([tag([10, 11], 'AND')])).toEqual({ ids: [6, 3], total: 2 });
    expect(ids([tag([10, 11], 'OR')])).toEqual({ ids: [6, 5, 4, 3, 1], total: 5 });
    expect(ids([category([1, 2], 'AND')]).total).toBe(0);
    expect(ids([category([1], 'AND'), tag([11], 'AND')])).toEqual({ ids: [6, 4], total: 2 });
  });

  it('matches nothing for an AND with an unknown term, and ignores it in an OR', () => {
    expect(ids([tag([10], 'AND', true)]).total).toBe(0);
    expect(ids([tag([11], 'OR', true)]).ids).toEqual([6, 4, 3]);
    expect(ids([tag([], 'OR', true)]).total).toBe(0);
  });

  it('pages, scopes and orders by rating, newest first among equals', () => {
    expect(ids([], { page: 2, perPage: 4 })).toEqual({ ids: [2, 1], total: 6 });
    expect(ids([], { scope: { categoryId: 2 } }).ids).toEqual([5, 3, 1]);
    expect(ids([], { scope: { rated: true }, order: 'rating' }).ids).toEqual([4, 1, 6, 3]);
  });

  it('counts each term under the other filters, and an AND filter under its own terms too', () => {
    const counts = countTerms(index, {}, [category([1], 'OR'), tag([10], 'AND')]);
    // Categories (OR) ignore the category chosen: posts with tag a, by category.
    expect(counts.get('category')).toEqual(
      new Map([
        [1, 1],
        [2, 3],
      ]),
    );
    // Tags (AND) under category one and tag a: a 1 (post 6), b 1 (post 6).
    expect(counts.get('tag')).toEqual(
      new Map([
        [10, 1],
        [11, 1],
      ]),
    );
  });
});
