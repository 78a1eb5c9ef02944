import type { LoadFigures, LoadOptions } from '@site/shared-contracts/platform';
import { runChild } from './child-process';

export type { LoadFigures };

type AutocannonJson = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
};

// The child reads its options from stdin, so headers and bodies need no command-line quoting.
const SCRIPT = `
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', async () => {
  const r = await require(process.argv[1])(JSON.parse(input));
  process.stdout.write(JSON.stringify(r));
});`;

/**
 * autocannon in a child process: never in the bench's own process, where the site under test runs
 * and a load generator would share (and slow) its event loop.
 */
export async function autocannonChild(load: LoadOptions): Promise<LoadFigures> {
  const { seconds, rate, ...rest } = load;
  const options = { ...rest, duration: seconds, ...(rate ? { overallRate: rate } : {}) };
  const result = await runChild(process.execPath, ['-e', SCRIPT, require.resolve('autocannon')], {
    timeoutMs: (seconds + 60) * 1000,
    input: JSON.stringify(options),
  });
  if (result.code !== 0) throw new Error(`autocannon failed (${result.code}): ${result.stderr.slice(0, 300)}`);
  const r = JSON.parse(result.stdout) as AutocannonJson;
  return {
    requests: r.requests.total,
    rate: r.requests.total / Math.max(r.duration, 1e-3),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
