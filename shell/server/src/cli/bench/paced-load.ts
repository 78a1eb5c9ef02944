import type { LoadOptions } from '@site/shared-contracts/platform';
import type { LoadRun } from './autocannon-child';
import { runChild } from './child-process';

type PacedJson = { times: number[]; statuses: Record<string, number>; errors: Record<string, number>; ms: number };

// An open loop in a child process: request k leaves at start + k / rate, whatever the answers before it did, on
// at most `connections` keep-alive sockets; its time counts from when it was due, so a request that waited for
// a free socket is charged the wait (no coordinated omission). Options on stdin, figures on stdout.
const SCRIPT = `
const http = require('node:http');
let input = '';
process.stdin.on('data', (c) => (input += c)).on('end', () => {
  const o = JSON.parse(input);
  const url = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const total = Math.round(o.rate * o.seconds);
  const times = [];
  const statuses = {};
  const errors = {};
  let sent = 0;
  let done = 0;
  const started = performance.now();
  const finish = () => {
    agent.destroy();
    process.stdout.write(JSON.stringify({ times, statuses, errors, ms: performance.now() - started }));
  };
  const send = (due) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: o.method || 'GET', headers: o.headers || {}, agent, timeout: 10000 }, (res) => {
      res.resume();
      res.on('end', () => {
        times.push(performance.now() - due);
        statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
        if (++done === total) finish();
      });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (e) => {
      errors[e.code || 'other'] = (errors[e.code || 'other'] || 0) + 1;
      if (++done === total) finish();
    });
    req.end(o.body);
  };
  const tick = () => {
    const now = performance.now();
    while (sent < total && started + (sent * 1000) / o.rate <= now) send(started + (sent++ * 1000) / o.rate);
    if (sent < total) setTimeout(tick, 1);
  };
  tick();
});`;

const at = (sorted: readonly number[], p: number) =>
  Math.round((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN) * 100) / 100;

/**
 * A load at `rate` requests per second spread evenly over each second. autocannon's `overallRate` gives each
 * connection an allowance per second that it spends at once when the second starts (httpClient.js,
 * `reqsMadeThisSecond`), so 300 requests a second arrive as 300 at the same instant: that measures the queue
 * behind a burst, not a steady rate. Latencies in milliseconds to 0.01 (autocannon rounds to whole ones).
 */
export async function pacedLoad(load: LoadOptions & { rate: number }): Promise<LoadRun> {
  const result = await runChild(process.execPath, ['-e', SCRIPT], {
    timeoutMs: (load.seconds + 60) * 1000,
    input: JSON.stringify(load),
  });
  if (result.code !== 0) throw new Error(`the paced load failed (${result.code}): ${result.stderr.slice(0, 300)}`);
  const r = JSON.parse(result.stdout) as PacedJson;
  const times = [...r.times].sort((a, b) => a - b);
  const answered = times.length;
  const non2xx = Object.entries(r.statuses).reduce((n, [code, count]) => (code.startsWith('2') ? n : n + count), 0);
  const errors = Object.values(r.errors).reduce((n, count) => n + count, 0);
  const describe = (entries: [string, number][]) =>
    entries.length ? entries.map(([key, n]) => `${key}: ${n}`).join(', ') : 'none';
  return {
    requests: answered + errors,
    rate: (answered + errors) / Math.max(r.ms / 1000, 1e-3),
    p50: at(times, 0.5),
    p95: answered ? at(times, 0.95) : null,
    p99: at(times, 0.99),
    non2xx,
    errors,
    errorKinds: describe(Object.entries(r.errors)),
    nonSuccess: describe(Object.entries(r.statuses).filter(([code]) => !code.startsWith('2'))),
  };
}
