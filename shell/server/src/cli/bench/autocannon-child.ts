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
  /** Added by the child: the exact 95th percentile of every answer's time (null: no answer). */
  p95: number | null;
};

// The child reads its options from stdin, so headers and bodies need no command-line quoting. It keeps every
// answer's time (autocannon's 'response' event, hrtime milliseconds) for an exact p95, which autocannon's
// result does not have, and sends only that figure back.
const SCRIPT = `
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const times = [];
  const instance = require(process.argv[1])(JSON.parse(input), (error, r) => {
    if (error) {
      process.stderr.write(String(error));
      process.exit(1);
    }
    times.sort((a, b) => a - b);
    const p95 = times.length ? times[Math.ceil(0.95 * times.length) - 1] : null;
    process.stdout.write(JSON.stringify({ ...r, p95 }));
  });
  instance.on('response', (client, status, bytes, ms) => times.push(ms));
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
    p95: r.p95,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
