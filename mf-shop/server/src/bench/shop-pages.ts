import type { BenchContext, SliceBenchmark } from '@site/shared-contracts/platform';
import { generateProducts } from '../seed/generate';
import { filterBenchmark } from './filter-pages';
import { remoteSizeBenchmark } from './remote-size';
import { shopScaleBenchmark } from './scale-pages';

/**
 * The catalogue pages at 100 000 products: the archive, a deep page of it, a category's deep page, a
 * filtered archive (pages and counts from the facet index), a product and the offers. The
 * latencies are printed for comparison between runs; the budget is that every page answers under load.
 * PGlite runs one query at a time, so under 10 connections p50 is about ten times a page's own cost and
 * depends on the machine too much for a fixed bound.
 */
async function benchShopPages(ctx: BenchContext): Promise<boolean> {
  // The seed is deterministic, so product 1's slug is known without asking the database.
  const first = generateProducts(1).next().value;
  const figures = await ctx.measurePages('mf-shop pages', [
    '/shop',
    '/shop?orderby=price&paged=50',
    '/product-category/electronics?orderby=popularity&paged=20',
    '/shop?brand=acme&on_sale=1&rating=4',
    ...(first ? [`/product/${first.slug}`] : []),
    '/offers',
  ]);
  return figures.every((f) => f.errors === 0 && f.requests > 0);
}

export const shopBenchmarks: readonly SliceBenchmark[] = [
  { name: 'catalogue and offer pages', run: benchShopPages },
  filterBenchmark,
  remoteSizeBenchmark,
  shopScaleBenchmark,
];
