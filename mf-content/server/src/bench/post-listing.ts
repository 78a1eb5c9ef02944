import type { SliceBenchmark } from '@site/shared-contracts/platform';
import { loopRefreshBenchmark } from './loop-refresh';
import { remoteSizeBenchmark } from './remote-size';

/**
 * Warm latency of the first /blog page (no budget: it reports and always passes), then issue 14's: the loop
 * refresh on a 3 000-post blog and the remote's size. The browser's paint is e2e/bench/loop-paint.ts.
 */
export const contentBenchmarks: readonly SliceBenchmark[] = [
  {
    name: 'post listing',
    run: async (ctx) => {
      await ctx.measurePages('mf-content pages', ['/blog']);
      return true;
    },
  },
  loopRefreshBenchmark,
  remoteSizeBenchmark,
];
