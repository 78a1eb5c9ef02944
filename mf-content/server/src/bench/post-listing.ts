import type { SliceBenchmark } from '@site/shared-contracts/platform';

/** Warm latency of the first /blog page. It has no budget yet, so it reports and always passes. */
export const contentBenchmarks: readonly SliceBenchmark[] = [
  {
    name: 'post listing',
    run: async (ctx) => {
      await ctx.measurePages('mf-content pages', ['/blog']);
      return true;
    },
  },
];
