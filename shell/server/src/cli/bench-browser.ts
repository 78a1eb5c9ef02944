import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../store/remote-builds';
import { budget, collectChildBudget } from './bench/budgets';
import type { BenchPages } from './bench/pages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Budgets that need a real Chromium against the running bench server (the search panel's paint,
 * requests per term, stale paints, bundle size, page weight of a cold load, Lighthouse mobile, ...):
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

/**
 * Async on purpose: the bench server lives in this process, so a blocking spawn would starve it. The
 * child's budget lines (bench/budgets.ts) are kept for the summary; every other line is passed on.
 */
function runScript(script: string, baseUrl: string, pages: BenchPages): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_URL: baseUrl, BENCH_PAGES: JSON.stringify(pages) },
      timeout: 15 * 60_000,
      killSignal: 'SIGKILL',
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!collectChildBudget(line)) console.log(line);
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

export async function benchBrowser(baseUrl: string, pages: BenchPages): Promise<boolean> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nbrowser benchmarks: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    budget({
      issue: '10',
      name: 'browser budgets',
      figure: 'no Chromium',
      budget: 'page weight, Lighthouse',
      ok: null,
    });
    return true;
  }
  let ok = true;
  for (const script of scripts()) {
    console.log(`\n== ${script}`);
    if (!(await runScript(script, baseUrl, pages))) ok = false;
  }
  return ok;
}
