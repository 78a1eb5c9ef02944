import { buildFacetIndex } from './facet-index';
import { parseNumbers } from './typed-columns';
import { countFacets, matchBits, pageIds, type FacetFilter } from './facet-search';

// Categories: 1 (root) > 2, 3. Brands 1 and 2. Rows: id,brand,lowest price,highest price,rating,sale.
const index = buildFacetIndex({
  token: 't',
  products: [
    '10,1,10.00,10.00,4.50,1', // in 2
    '11,1,50.00,50.00,3.00,0', // in 2 and 3: counts once for the root
    '12,2,20.00,90.00,0.00,0', // variable, 20.00-90.00, in 3, unrated
    '13,2,-1,-1,4.80,1', // no price, in 2
    '14,0,7.00,7.00,2.50,0', // no brand, no category
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
});
const ancestors = new Map([
  [1, [1]],
  [2, [2, 1]],
  [3, [3, 1]],
]);
const none: FacetFilter = { categories: null, brands: [], onSale: false };

describe('facet search', () => {
  it('reads the aggregated text without splitting it, negatives and decimals included', () => {
    const out = new Float64Array(8);
    expect(parseNumbers('1,-1;20,300;12.5,0.07', out)).toBe(6);
    expect([...out.subarray(0, 6)]).toEqual([1, -1, 20, 300, 12.5, 0.07]);
    expect(parseNumbers(null, out)).toBe(0);
    // More numbers than room: the count says so, and only what fits is written.
    expect(parseNumbers('1,2,3', new Float64Array(2))).toBe(3);
    expect(index.size).toBe(5);
    expect([...index.minCents]).toEqual([1000, 5000, 2000, -1, 700]);
    expect([...index.rating]).toEqual([450, 300, 0, 480, 250]);
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

  it('pages the same through the match bits countFacets marks', () => {
    const filter = { ...none, categories: [1, 2, 3], minRating: 250 };
    const bits = matchBits(index);
    expect(countFacets(index, filter, ancestors, bits).total).toBe(3);
    for (const orderby of ['rating', 'price', 'menu_order'] as const) {
      expect(pageIds(index, filter, orderby, 0, 10, bits)).toEqual(pageIds(index, filter, orderby, 0, 10));
    }
    expect(pageIds(index, filter, 'rating', 1, 1, bits)).toEqual([10]);
  });
});
