import { generateBrands, generateCategories, generateOffers, generateProducts } from './generate';

const take = <T>(gen: Iterable<T>) => [...gen];

describe('seed generators', () => {
  it('the same flags give the same products and offers', () => {
    expect(take(generateProducts(200))).toEqual(take(generateProducts(200)));
    const today = '2026-05-01';
    expect(take(generateOffers(50, { today }))).toEqual(take(generateOffers(50, { today })));
    expect(take(generateProducts(50, 1))).not.toEqual(take(generateProducts(50, 2)));
  });

  it('a longer run starts with the same products as a shorter one', () => {
    expect(take(generateProducts(1000)).slice(0, 100)).toEqual(take(generateProducts(100)));
  });

  it('stores the brand each title names, every brand used', () => {
    const brands = new Map(generateBrands().map((b) => [b.id, b.name]));
    const products = take(generateProducts(2000));
    for (const p of products) expect(p.title.startsWith(`${brands.get(p.brandId)} `)).toBe(true);
    expect(new Set(products.map((p) => p.brandId)).size).toBe(brands.size);
  });

  it('has realistic shares of sale, variable and rated products', () => {
    const products = take(generateProducts(5000));
    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => p.onSale)).toBeGreaterThan(0.22);
    expect(share((p) => p.onSale)).toBeLessThan(0.32);
    expect(share((p) => p.isVariable)).toBeGreaterThan(0.07);
    expect(share((p) => p.isVariable)).toBeLessThan(0.13);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products.slice(0, 500)) {
      const rating = Number(p.rating);
      expect(rating >= 0 && rating <= 5).toBe(true);
      if (p.onSale) expect(Number(p.price)).toBeLessThan(Number(p.regularPrice));
      if (p.isVariable) expect(Number(p.minPrice)).toBeLessThan(Number(p.maxPrice));
    }
  });

  it('builds a two-level category tree, coupons of every kind, deals and https destinations', () => {
    const { categories } = generateCategories();
    expect(categories.filter((c) => c.parentId === null).map((c) => c.name)).toEqual([
      'Electronics',
      'Home & Kitchen',
      'Fashion',
      'Sports',
    ]);
    const today = '2026-05-01';
    const offers = take(generateOffers(400, { today }));
    const live = (o: (typeof offers)[number]) => o.expiresOn === null || o.expiresOn >= today;
    // The showcase: masked, masked and expired, expiring this week, plain, a deal, in that order.
    expect(offers.slice(0, 5).map((o) => [o.couponCode !== null, o.couponMasked, live(o)])).toEqual([
      [true, true, true],
      [true, true, false],
      [true, true, true],
      [true, false, true],
      [false, false, true],
    ]);
    expect(offers[2]?.expiresOn).toBe('2026-05-03');
    const share = (f: (o: (typeof offers)[number]) => boolean) => offers.filter(f).length / offers.length;
    expect(share((o) => o.couponCode === null)).toBeGreaterThan(0.1);
    expect(share((o) => o.couponMasked && !live(o))).toBeGreaterThan(0.05);
    expect(offers.every((o) => !o.couponMasked || o.couponCode !== null)).toBe(true);
    expect(new Set(offers.map((o) => o.categoryId)).size).toBeGreaterThan(4);
    expect(offers.some((o) => o.isCashback)).toBe(true);
    expect(offers.every((o) => o.destinationUrl.startsWith('https://'))).toBe(true);
  });
});
