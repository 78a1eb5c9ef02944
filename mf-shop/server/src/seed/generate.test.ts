import { generateBrands, generateCategories, generateOffers, generateProducts } from './generate';

const take = <T>(gen: Iterable<T>) => [...gen];

describe('seed generators', () => {
  it('the same flags give the same products and offers', () => {
    expect(take(generateProducts(200))).toEqual(take(generateProducts(200)));
    expect(take(generateOffers(50))).toEqual(take(generateOffers(50)));
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

  it('builds a two-level category tree and all three coupon kinds with https destinations', () => {
    const { categories } = generateCategories();
    expect(categories.filter((c) => c.parentId === null).map((c) => c.name)).toEqual([
      'Electronics',
      'Home & Kitchen',
      'Fashion',
      'Sports',
    ]);
    const offers = take(generateOffers(100));
    expect(new Set(offers.map((o) => o.couponKind))).toEqual(new Set(['masked', 'masked_expired', 'plain']));
    expect(offers.some((o) => o.isCashback)).toBe(true);
    expect(offers.every((o) => o.destinationUrl.startsWith('https://'))).toBe(true);
  });
});
