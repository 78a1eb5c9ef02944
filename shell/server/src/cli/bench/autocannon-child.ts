import type { LoadFigures, LoadOptions } from '@site/shared-contracts/platform';
import { runChild } from './child-process';

export type { LoadFigures };

/**
 * A load run's figures and, when the generator tells them, what its failures were: `errorKinds` the socket
 * errors by kind, `nonSuccess` the answers that were not 2xx by status ("503: 4"), "none" when there were none.
 */
export type LoadRun = LoadFigures & { errorKinds?: string; nonSuccess?: string };

type AutocannonJson = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** Every failed request: socket errors and timeouts (autocannon counts a timeout in both). */
  errors: number;
  timeouts: number;
  duration: number;
  statusCodeStats?: Record<string, { count: number }>;
  /** Added by the child: the exact 95th percentile of every answer's time (null: no answer). */
  p95: number | null;
  /** Added by the child: the failed requests by error code ("ECONNRESET", "timeout"). */
  errorCodes: Record<string, number>;
};

// The child reads its options from stdin, so headers and bodies need no command-line quoting. It keeps every
// answer's time (autocannon's 'response' event, hrtime milliseconds) for an exact p95, which autocannon's
// result does not have, and sends only that figure back.
const SCRIPT = `
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const times = [];
  const errorCodes = {};
  const instance = require(process.argv[1])(JSON.parse(input), (error, r) => {
    if (error) {
      process.stderr.write(String(error));
      process.exit(1);
    }
    times.sort((a, b) => a - b);
    const p95 = times.length ? times[Math.ceil(0.95 * times.length) - 1] : null;
    process.stdout.write(JSON.stringify({ ...r, p95, errorCodes }));
  });
  instance.on('response', (client, status, bytes, ms) => times.push(ms));
  instance.on('reqError', (error) => {
    const code = error.code || (/timed out/.test(error.message) ? 'timeout' : 'other');
    errorCodes[code] = (errorCodes[code] || 0) + 1;
  });
});`;

/**
 * autocannon in a child process: never in the bench's own process, where the site under test runs
 * and a load generator would share (and slow) its event loop.
 */
export async function autocannonChild(load: LoadOptions): Promise<LoadRun> {
  const { seconds, rate, paths, ...rest } = load;
  const options = {
    ...rest,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    ...(paths ? { requests: paths.map((path) => ({ method: load.method ?? 'GET', path })) } : {}),
  };
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
    // autocannon's errors include its timeouts already (adding them counted every timeout twice).
    errors: r.errors,
    errorKinds: describeCounts(r.errorCodes, () => true),
    nonSuccess: describeCounts(
      Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
      (code) => !code.startsWith('2'),
    ),
  };
}

function describeCounts(counts: Record<string, number>, keep: (key: string) => boolean): string {
  const kept = Object.entries(counts).filter(([key]) => keep(key));
  return kept.length ? kept.map(([key, n]) => `${key}: ${n}`).join(', ') : 'none';
}
