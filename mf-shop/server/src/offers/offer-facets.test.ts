import type { OfferCountCell } from '../data/offers';
import { offerCounts } from './offer-facets';

const cell = (merchant_id: number, category_id: number | null, coupon: boolean, soon: boolean, n: number) =>
  ({ merchant_id, category_id, coupon, soon, n }) satisfies OfferCountCell;

// Store 1: 5 coupons in category 10 (2 expiring soon), 3 deals in 20. Store 2: 4 coupons in 10, 1 deal, no category.
const cells = [
  cell(1, 10, true, false, 3),
  cell(1, 10, true, true, 2),
  cell(1, 20, false, false, 3),
  cell(2, 10, true, false, 4),
  cell(2, null, false, true, 1),
];

describe('faceted offer counts', () => {
  it('counts everything when nothing is chosen', () => {
    const counts = offerCounts(cells, { soon: false });
    expect(counts.total).toBe(13);
    expect([...counts.stores]).toEqual([
      [1, 8],
      [2, 5],
    ]);
    expect(counts.categories.get(10)).toBe(9);
    expect(counts.categories.get(null)).toBe(1);
    expect(counts.types).toEqual({ coupon: 9, deal: 4 });
    expect(counts.soon).toBe(3);
    expect(counts.all).toEqual({ stores: 13, categories: 13, types: 13, soon: 13 });
  });

  it("counts each filter's choices under the other filters only", () => {
    const counts = offerCounts(cells, { merchantId: 1, type: 'coupon', soon: false });
    expect(counts.total).toBe(5);
    // Other stores still show what choosing them would give (coupons only).
    expect([...counts.stores]).toEqual([
      [1, 5],
      [2, 4],
    ]);
    // Choosing deals instead would give store 1's three.
    expect(counts.types).toEqual({ coupon: 5, deal: 3 });
    expect(counts.categories.get(10)).toBe(5);
    expect(counts.soon).toBe(2);
    expect(counts.all).toEqual({ stores: 9, categories: 5, types: 8, soon: 5 });
  });

  it('narrows to expiring offers and to a category', () => {
    const counts = offerCounts(cells, { categoryId: 10, soon: true });
    expect(counts.total).toBe(2);
    expect(counts.stores.get(2)).toBeUndefined();
    expect(counts.types).toEqual({ coupon: 2, deal: 0 });
    expect(counts.soon).toBe(2);
    expect(counts.all.soon).toBe(9);
  });
});
