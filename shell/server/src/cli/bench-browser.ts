import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../store/remote-builds';
import { runBudgetScript } from './bench/budget-script';
import { budget } from './bench/budgets';
import type { BenchPages } from './bench/pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Budgets that need a real Chromium against the running bench server (the search panel's paint,
 * requests per term, stale paints, bundle size, page weight of a cold load, Lighthouse mobile performance and
 * accessibility, the mobile menu's interaction to next paint, ...):
 * every script in e2e/bench, each a child process because e2e code never belongs in the server's
 * module graph. Each is bounded and stops by itself.
 */
function scripts(): string[] {
  const dir = path.join(REPO_ROOT, 'e2e/bench');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => `e2e/bench/${file}`);
}

const runScript = (script: string, baseUrl: string, pages: BenchPages, env: Readonly<Record<string, string>>) =>
  runBudgetScript(script, [], {
    env: { ...process.env, ...env, BENCH_URL: baseUrl, BENCH_PAGES: JSON.stringify(pages) },
    timeoutMs: 15 * 60_000,
  });

/** `env`: what the scripts need of the bench site beyond its URL (its DATA_DIR, whose secret dev:remote signs with). */
export async function benchBrowser(
  baseUrl: string,
  pages: BenchPages,
  env: Readonly<Record<string, string>> = {},
): Promise<boolean> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nbrowser benchmarks: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    budget({
      issue: '10',
      name: 'browser budgets',
      figure: 'no Chromium',
      budget: 'page weight, Lighthouse, menu INP',
      ok: null,
    });
    return true;
  }
  let ok = true;
  for (const script of scripts()) {
    console.log(`\n== ${script}`);
    if (!(await runScript(script, baseUrl, pages, env))) ok = false;
  }
  return ok;
}
