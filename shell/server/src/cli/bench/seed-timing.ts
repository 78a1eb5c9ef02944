import type { SeedProgress } from '@site/shared-contracts/platform';
import type { Slice } from '../../platform/slice-types';

export type SeedTimings = { slices: readonly Slice[]; progress: SeedProgress; print(totalSeconds: number): void };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where the seed's time goes: each slice's own seed, the search index build, and within them each
 * progress step (from its first report to its last). The slices are wrapped, not changed.
 */
export function seedTimings(slices: readonly Slice[], inner: SeedProgress): SeedTimings {
  const parts: [string, number][] = [];
  const steps = new Map<string, { first: number; last: number }>();
  const timed =
    <A extends unknown[]>(name: string, fn: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      const started = performance.now();
      await fn(...args);
      parts.push([name, performance.now() - started]);
    };
  const wrapped = slices.map((slice) => ({
    ...slice,
    ...(slice.seed ? { seed: timed(`${slice.name} seed`, slice.seed) } : {}),
    ...(slice.indexDocuments ? { indexDocuments: timed(`${slice.name} index build`, slice.indexDocuments) } : {}),
  }));
  const progress: SeedProgress = (step, done, total) => {
    const now = performance.now();
    const s = steps.get(step) ?? { first: now, last: now };
    s.last = now;
    steps.set(step, s);
    inner(step, done, total);
  };
  return {
    slices: wrapped,
    progress,
    print(totalSeconds) {
      const accounted = parts.reduce((n, [, ms]) => n + ms, 0);
      console.log('seed time by part:');
      for (const [name, ms] of parts) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(8)}`);
      console.log(`  ${'schemas, ANALYZE, rest'.padEnd(28)} ${seconds(totalSeconds * 1000 - accounted).padStart(8)}`);
      console.log('  steps (first to last progress report):');
      for (const [step, s] of steps) console.log(`    ${step.padEnd(26)} ${seconds(s.last - s.first).padStart(8)}`);
    },
  };
}
