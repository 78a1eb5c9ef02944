import path from 'node:path';
import { runChild } from './child-process';

export type PageLoadOptions = {
  baseUrl: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  /** A request still unanswered after this long counts as failed. */
  timeoutMs: number;
};

/** One answer: when it was asked (epoch ms), how long it took, its status (0: no answer). */
export type PageRecord = { started: number; ms: number; status: number; errorPage: boolean };

/** Page load in a child process, every answer recorded, for figures a load tool does not give. */
export async function pageLoad(options: PageLoadOptions): Promise<PageRecord[]> {
  const script = path.join(__dirname, 'page-load-child.ts');
  const result = await runChild(process.execPath, ['--import', 'tsx', script], {
    timeoutMs: (options.seconds + 60) * 1000 + options.timeoutMs,
    input: JSON.stringify(options),
  });
  if (result.code !== 0) throw new Error(`page load failed (${result.code}): ${result.stderr.slice(0, 300)}`);
  return JSON.parse(result.stdout) as PageRecord[];
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
