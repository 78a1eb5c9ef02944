import type { ShopOrderby } from '@site/shared-contracts/shop';
import { FacetIndexBuilder, buildFacetIndex, type FacetIndex } from './facet-index';
import { countFacets, pageIds, type FacetFilter } from './facet-search';

/**
 * The facet index at the catalogue size the site is built for (issue 29): 1 000 000 products, no database.
 * The rows are synthetic but shaped like the real source: ids with gaps, products without a brand or a
 * price, one or two categories each, and sorts that are permutations of the catalogue.
 */
const N = 1_000_000;
const PAGE = 20_000;
const LEAVES = 40; // categories 6..45 under roots 1..5 (leaf l has root 1 + l % 5)

const idOf = (i: number) => 2 * i + 1;
const brandOf = (i: number) => i % 13; // 0: no brand
const lowOf = (i: number) => (i % 11 === 0 ? -1 : (i % 1000) + 0.99);
const highOf = (i: number) => (i % 11 === 0 ? -1 : i % 10 === 0 ? lowOf(i) + 50 : lowOf(i));
const ratingOf = (i: number) => (i % 501) / 100;
const saleOf = (i: number) => (i % 7 === 0 ? 1 : 0);
const leavesOf = (i: number) => (i % 3 === 0 ? [6 + (i % LEAVES), 6 + ((i + 1) % LEAVES)] : [6 + (i % LEAVES)]);
const rootOf = (leaf: number) => 1 + ((leaf - 6) % 5);

function productText(from: number, to: number): string {
  const rows: string[] = [];
  for (let i = from; i < to; i++) {
    rows.push(
      `${idOf(i)},${brandOf(i)},${lowOf(i).toFixed(2)},${highOf(i).toFixed(2)},${ratingOf(i).toFixed(2)},${saleOf(i)}`,
    );
  }
  return rows.join(';');
}

function linkText(from: number, to: number): string {
  const links: string[] = [];
  for (let i = from; i < to; i++) for (const leaf of leavesOf(i)) links.push(`${idOf(i)},${leaf}`);
  return links.join(';');
}

/** Sort orders as ids: popularity is the reverse of id order, price walks the price buckets. */
function* orderPages(orderby: ShopOrderby, size: number): Generator<string> {
  const ids: number[] = [];
  const flush = function* () {
    if (ids.length) yield ids.splice(0).join(',');
  };
  if (orderby === 'price') {
    for (let b = 0; b < 1000; b++) {
      for (let i = b; i < size; i += 1000) {
        ids.push(idOf(i));
        if (ids.length === PAGE) yield* flush();
      }
    }
  } else {
    for (let k = 0; k < size; k++) {
      ids.push(idOf(orderby === 'popularity' ? size - 1 - k : k));
      if (ids.length === PAGE) yield* flush();
    }
  }
  yield* flush();
}

const ORDERS: ShopOrderby[] = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'];

/** The source the way data/facet-source.ts reads it: in pages, with a low size estimate (the columns grow). */
function buildInPages(size: number): FacetIndex {
  const builder = new FacetIndexBuilder('t', 16);
  for (let from = 0; from < size; from += PAGE) {
    builder.addProducts(productText(from, Math.min(size, from + PAGE)));
    builder.addCategoryLinks(linkText(from, Math.min(size, from + PAGE)));
  }
  for (const orderby of ORDERS) {
    for (const page of orderPages(orderby, size)) builder.addOrderIds(orderby, page);
  }
  return builder.finish();
}

/** The same source in one piece (as the index was built before issue 29: one aggregate per part). */
function buildWhole(size: number): FacetIndex {
  return buildFacetIndex({
    token: 't',
    products: productText(0, size),
    categories: linkText(0, size),
    orders: Object.fromEntries(ORDERS.map((key) => [key, [...orderPages(key, size)].join(',')])) as Record<
      ShopOrderby,
      string
    >,
  });
}

const ancestors = new Map<number, number[]>([
  ...[1, 2, 3, 4, 5].map((r): [number, number[]] => [r, [r]]),
  ...Array.from({ length: LEAVES }, (_, l): [number, number[]] => [6 + l, [6 + l, rootOf(6 + l)]]),
]);

/** What a count(*) over the same filters would say, computed from the rows themselves. */
function expected(filter: { brand: number; low: number; high: number; sale: boolean; root: number }) {
  let total = 0;
  for (let i = 0; i < N; i++) {
    const low = lowOf(i);
    if (brandOf(i) !== filter.brand || low < 0 || low > filter.high || highOf(i) < filter.low) continue;
    if (filter.sale && !saleOf(i)) continue;
    if (!leavesOf(i).some((leaf) => rootOf(leaf) === filter.root)) continue;
    total++;
  }
  return total;
}

describe('the facet index at 1 000 000 products', () => {
  let index: FacetIndex;
  beforeAll(() => {
    index = buildWhole(N);
  }, 60_000);

  it('holds every product in typed arrays of a few dozen bytes each', () => {
    expect(index.size).toBe(N);
    const bytes =
      index.ids.byteLength +
      index.brand.byteLength +
      index.minCents.byteLength +
      index.maxCents.byteLength +
      index.rating.byteLength +
      index.onSale.byteLength +
      index.catStart.byteLength +
      index.catIds.byteLength +
      ORDERS.reduce((sum, key) => sum + index.orders[key].byteLength, 0);
    expect(bytes / N).toBeLessThan(60);
    expect(index.maxBrandId).toBe(12);
    expect(index.maxCategoryId).toBe(45);
    for (const key of ORDERS) expect(index.orders[key]).toHaveLength(N);
  });

  it('counts exactly what the rows hold, for filters alone and combined', () => {
    const filter: FacetFilter = {
      categories: [2, ...ancestorsOfRoot(2)],
      brands: [5],
      minCents: 10_000,
      maxCents: 40_000,
      onSale: true,
    };
    const counts = countFacets(index, filter, ancestors);
    expect(counts.total).toBe(expected({ brand: 5, low: 100, high: 400, sale: true, root: 2 }));
    const none: FacetFilter = { categories: null, brands: [], onSale: false };
    const all = countFacets(index, none, ancestors);
    expect(all.total).toBe(N);
    expect(all.onSale).toBe(Math.ceil(N / 7));
    expect(all.brands[0]).toBe(Math.ceil(N / 13));
    // A product in two leaves under one root counts once for that root.
    expect([1, 2, 3, 4, 5].reduce((sum, r) => sum + (all.categories[r] ?? 0), 0)).toBeGreaterThan(N);
    expect(all.price).toEqual({ min: 99, max: 104_099 });
  });

  it('pages deep into a sort, filtered or not', () => {
    expect(pageIds(index, { categories: null, brands: [], onSale: false }, 'popularity', 24 * 499, 24)[0]).toBe(
      idOf(N - 1 - 24 * 499),
    );
    const sale: FacetFilter = { categories: null, brands: [], onSale: true };
    const ids = pageIds(index, sale, 'menu_order', 24 * 499, 24);
    expect(ids[0]).toBe(idOf(7 * 24 * 499));
    expect(ids).toHaveLength(24);
    // Price order, priced sale products only: bucket 0 holds i = 0, 1000, 2000, ...; i = 0 has no price.
    expect(pageIds(index, { ...sale, minCents: 0 }, 'price', 0, 2)).toEqual([idOf(7000), idOf(14_000)]);
  });

  it('is the same index whether the source comes in pages or whole', () => {
    const size = 5 * PAGE + 123;
    const paged = buildInPages(size);
    const whole = buildWhole(size);
    expect(paged.size).toBe(size);
    for (const column of ['ids', 'brand', 'minCents', 'maxCents', 'rating', 'onSale', 'catStart', 'catIds'] as const) {
      expect(Buffer.compare(Buffer.from(paged[column].buffer), Buffer.from(whole[column].buffer))).toBe(0);
    }
    for (const key of ORDERS) {
      expect(Buffer.compare(Buffer.from(paged.orders[key].buffer), Buffer.from(whole.orders[key].buffer))).toBe(0);
    }
  });
});

function ancestorsOfRoot(root: number): number[] {
  return Array.from({ length: LEAVES }, (_, l) => 6 + l).filter((leaf) => rootOf(leaf) === root);
}
