import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadRun } from './autocannon-child';
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

// Counts every answer's status in each wrk thread and prints the totals as "status 503 12" lines at the end,
// with the start of the first body of each status that is not a 2xx ("sample 503 {...}"): which 503 it was.
// wrk itself counts only statuses above 399, without saying which; a `response` hook costs wrk some speed (it
// then parses every answer's headers), so only runs that judge errors ask for it.
const STATUS_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {}; samples = {} end
function response(status, headers, body)
  local code = tostring(status)
  statuses[code] = (statuses[code] or 0) + 1
  if (status < 200 or status > 299) and not samples[code] then
    samples[code] = string.gsub(string.sub(body or "", 1, 160), "%s+", " ")
  end
end
function done(summary, latency, requests)
  local total = {}
  local sample = {}
  for _, thread in ipairs(threads) do
    for code, n in pairs(thread:get("statuses")) do total[code] = (total[code] or 0) + n end
    for code, text in pairs(thread:get("samples")) do sample[code] = sample[code] or text end
  end
  for code, n in pairs(total) do io.write(string.format("status %s %d\\n", code, n)) end
  for code, text in pairs(sample) do io.write(string.format("sample %s %s\\n", code, text)) end
end
`;

let statusScript: string | undefined;
function statusScriptPath(): string {
  if (!statusScript) {
    statusScript = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-bench-wrk-')), 'statuses.lua');
    writeFileSync(statusScript, STATUS_SCRIPT);
  }
  return statusScript;
}

/**
 * The answers that were not 2xx, by status, each with the start of its first body when known
 * ("503: 4, first: {\"error\":...}"); "none" when every one was.
 */
export function describeStatuses(
  statuses: Readonly<Record<string, number>>,
  samples: Readonly<Record<string, string>> = {},
): string {
  const other = Object.entries(statuses).filter(([code]) => !code.startsWith('2'));
  if (!other.length) return 'none';
  return other.map(([code, n]) => `${code}: ${n}${samples[code] ? `, first: ${samples[code]}` : ''}`).join('; ');
}

/**
 * A closed-loop load run: wrk when installed (C, two threads: it does not become the bottleneck before
 * nginx does), else autocannon in a child process. Both ask for the identity encoding, so every server
 * sends the same uncompressed bytes. `statuses`: count every answer's status too, so that `non2xx` counts
 * every answer that was not a 2xx (3xx included; wrk alone counts only 4xx and 5xx) and the run says which.
 */
export async function closedLoop(
  url: string,
  connections: number,
  seconds: number,
  options: { statuses?: boolean } = {},
): Promise<LoadRun> {
  const headers = { 'accept-encoding': 'identity', accept: 'text/html' };
  if (!existsSync(WRK)) return autocannonChild({ url, connections, seconds, headers });
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (options.statuses) args.push('-s', statusScriptPath());
  const result = await runChild(WRK, [...args, url], { timeoutMs: (seconds + 30) * 1000 });
  if (result.code !== 0) throw new Error(`wrk failed (${result.code}): ${result.stderr.slice(0, 300)}`);
  const out = result.stdout;
  const requests = count(out, /(\d+) requests in/);
  const statuses = options.statuses ? parseStatuses(out) : undefined;
  const non2xx = statuses
    ? Object.entries(statuses).reduce((n, [code, k]) => (code.startsWith('2') ? n : n + k), 0)
    : count(out, /Non-2xx or 3xx responses: (\d+)/);
  return {
    requests,
    rate: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: percentile(out, '50'),
    p95: null, // wrk's --latency lines are 50, 75, 90 and 99
    p99: percentile(out, '99'),
    non2xx,
    errors: [/connect (\d+)/, /read (\d+)/, /write (\d+)/, /timeout (\d+)/].reduce((n, p) => n + count(out, p), 0),
    // wrk's own split ("connect 0, read 2, write 0, timeout 3"), when it had any.
    errorKinds: /Socket errors: (.*)/.exec(out)?.[1] ?? 'none',
    ...(statuses ? { nonSuccess: describeStatuses(statuses, parseSamples(out)) } : {}),
  };
}

function parseStatuses(output: string): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const match of output.matchAll(/^status (\d+) (\d+)$/gm)) statuses[match[1] ?? '?'] = Number(match[2]);
  return statuses;
}

function parseSamples(output: string): Record<string, string> {
  const samples: Record<string, string> = {};
  for (const match of output.matchAll(/^sample (\d+) (.*)$/gm)) samples[match[1] ?? '?'] = match[2] ?? '';
  return samples;
}

/** The name of the load generator closedLoop uses, for the printed figures. */
export const loadGeneratorName = () => (existsSync(WRK) ? 'wrk (2 threads)' : 'autocannon (child process)');
