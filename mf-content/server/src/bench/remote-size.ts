import type { SliceBenchmark } from '@site/shared-contracts/platform';

/** Issue 14: the mf-content remote's own JavaScript, gzipped, under 25 KB (counted by the platform as `npm run bundles` does). */
export const remoteSizeBenchmark: SliceBenchmark = {
  name: 'mf-content remote size',
  run: (ctx) => ctx.remoteOwnJs({ remote: 'mf-content', issue: '14', budgetKb: 25 }),
};
