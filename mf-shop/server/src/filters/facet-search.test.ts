import { buildFacetIndex, numbersIn } from './facet-index';
import { countFacets, pageIds, type FacetFilter } from './facet-search';

// Categories: 1 (root) > 2, 3. Brands 1 and 2. Rows: id,brand,minCents,maxCents,rating,sale.
const index = buildFacetIndex({
  token: 't',
  products: [
    '10,1,1000,1000,450,1', // in 2
    '11,1,5000,5000,300,0', // in 2 and 3: counts once for the root
    '12,2,2000,9000,0,0', // variable, 20.00-90.00, in 3, unrated
    '13,2,-1,-1,480,1', // no price, in 2
    '14,0,700,700,250,0', // no brand, no category
  ].join(';'),
  categories: '10,2;11,2;11,3;12,3;13,2',
  orders: {
    menu_order: '14,13,12,11,10',
    popularity: '10,11,12,13,14',
    rating: '13,10,11,14,12',
    date: '10,11,12,13,14',
    price: '14,10,12,11,13',
    'price-desc': '11,12,10,14,13',
  },
  brands: [
    { id: 1, slug: 'acme', name: 'Acme' },
    { id: 2, slug: 'helio', name: 'Helio' },
  ],
});
const ancestors = new Map([
  [1, [1]],
  [2, [2, 1]],
  [3, [3, 1]],
]);
const none: FacetFilter = { categories: null, brands: [], onSale: false };

describe('facet search', () => {
  it('reads the aggregated text without splitting it, negatives included', () => {
    expect(numbersIn('1,-1;20,300')).toEqual([1, -1, 20, 300]);
    expect(numbersIn(null)).toEqual([]);
    expect(index.size).toBe(5);
  });

  it('counts a product once per category and once for the parent, whatever its number of subcategories', () => {
    const counts = countFacets(index, none, ancestors);
    expect(counts.total).toBe(5);
    expect([counts.categories[1], counts.categories[2], counts.categories[3]]).toEqual([4, 3, 2]);
    expect([counts.brands[0], counts.brands[1], counts.brands[2]]).toEqual([1, 2, 2]);
    expect(counts.onSale).toBe(2);
    expect(counts.ratings.slice(1)).toEqual([4, 4, 3, 2]);
    expect(counts.price).toEqual({ min: 700, max: 9000 });
  });

  it('counts each facet under the other filters only (a chosen brand leaves the other brand counted)', () => {
    const counts = countFacets(index, { ...none, brands: [1], onSale: true }, ancestors);
    expect(counts.total).toBe(1);
    // Brands under "on sale": product 10 (brand 1) and 13 (brand 2).
    expect([counts.brands[1], counts.brands[2]]).toEqual([1, 1]);
    // "On sale" under brand 1: product 10 only.
    expect(counts.onSale).toBe(1);
  });

  it('matches a variable product when any of its prices lies in the range, never one without a price', () => {
    const filter = { ...none, minCents: 8000, maxCents: 8500 };
    expect(pageIds(index, filter, 'menu_order', 0, 10)).toEqual([12]);
    expect(countFacets(index, { ...none, minCents: 0 }, ancestors).total).toBe(4);
  });

  it('pages through the matches in the sort order', () => {
    const filter = { ...none, categories: [1, 2, 3], minRating: 250 };
    expect(pageIds(index, filter, 'rating', 0, 2)).toEqual([13, 10]);
    expect(pageIds(index, filter, 'rating', 2, 2)).toEqual([11]);
    expect(pageIds(index, filter, 'rating', 4, 2)).toEqual([]);
  });
});
