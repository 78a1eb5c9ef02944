import type { SliceBenchmark } from '@site/shared-contracts/platform';

/** Issue 12: the mf-shop remote's own JavaScript, gzipped, under 25 KB (counted by the platform as `npm run bundles` does). */
export const remoteSizeBenchmark: SliceBenchmark = {
  name: 'mf-shop remote size',
  run: (ctx) => ctx.remoteOwnJs({ remote: 'mf-shop', issue: '12', budgetKb: 25 }),
};
