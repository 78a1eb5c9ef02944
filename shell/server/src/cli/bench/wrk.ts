import { existsSync } from 'node:fs';
import type { LoadFigures } from './autocannon-child';
import { autocannonChild } from './autocannon-child';
import { runChild } from './child-process';

export const WRK = '/usr/bin/wrk';

/** wrk's "50.00%  1.23ms" lines, in milliseconds. */
function percentile(output: string, pct: string): number {
  const match = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match?.[1]) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

const count = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);

/**
 * A closed-loop load run: wrk when installed (C, two threads: it does not become the bottleneck before
 * nginx does), else autocannon in a child process. Both ask for the identity encoding, so every server
 * sends the same uncompressed bytes.
 */
export async function closedLoop(
  url: string,
  connections: number,
  seconds: number,
): Promise<LoadFigures & { errorKinds?: string }> {
  const headers = { 'accept-encoding': 'identity', accept: 'text/html' };
  if (!existsSync(WRK)) return autocannonChild({ url, connections, seconds, headers });
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const result = await runChild(WRK, [...args, url], { timeoutMs: (seconds + 30) * 1000 });
  if (result.code !== 0) throw new Error(`wrk failed (${result.code}): ${result.stderr.slice(0, 300)}`);
  const out = result.stdout;
  const requests = count(out, /(\d+) requests in/);
  return {
    requests,
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: percentile(out, '50'),
    p95: null, // wrk's --latency lines are 50, 75, 90 and 99
    p99: percentile(out, '99'),
    non2xx: count(out, /Non-2xx or 3xx responses: (\d+)/),
    errors: [/connect (\d+)/, /read (\d+)/, /write (\d+)/, /timeout (\d+)/].reduce((n, p) => n + count(out, p), 0),
    // wrk's own split ("connect 0, read 2, write 0, timeout 3"), when it had any.
    errorKinds: /Socket errors: (.*)/.exec(out)?.[1] ?? 'none',
  };
}

/** The name of the load generator closedLoop uses, for the printed figures. */
export const loadGeneratorName = () => (existsSync(WRK) ? 'wrk (2 threads)' : 'autocannon (child process)');
