import type { BenchContext, SliceBenchmark } from '@site/shared-contracts/platform';
import { generateProducts } from '../seed/generate';

/**
 * The catalogue must stay fast at 100 000 products: the archive (a deep page too: the OFFSET walks an
 * index), a category with its children, a product and the offers. The budget: warm p50 under 50 ms under
 * 10 connections, and no errors.
 */
const P50_BUDGET_MS = 50;

async function benchShopPages(ctx: BenchContext): Promise<boolean> {
  // The seed is deterministic, so product 1's slug is known without asking the database.
  const first = generateProducts(1).next().value;
  const figures = await ctx.measurePages('mf-shop pages', [
    '/shop',
    '/shop?orderby=price&paged=50',
    '/product-category/electronics?orderby=popularity&paged=20',
    ...(first ? [`/product/${first.slug}`] : []),
    '/offers',
  ]);
  return figures.every((f) => f.errors === 0 && f.p50 < P50_BUDGET_MS);
}

export const shopBenchmarks: readonly SliceBenchmark[] = [{ name: 'catalogue and offer pages', run: benchShopPages }];
