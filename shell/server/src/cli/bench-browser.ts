import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO_ROOT } from '../store/remote-builds';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCRIPTS = ['e2e/bench/search-paint.ts', 'e2e/bench/search-size.ts'];

/**
 * The search panel's browser budgets (paint, requests per term, stale paints, bundle size) need a real
 * Chromium against the running bench server; they run as child processes because e2e code never
 * belongs in the server's module graph. Each is bounded in time and stops by itself.
 */
/** Async on purpose: the bench server lives in this process, so a blocking spawn would starve it. */
function runScript(script: string, baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: baseUrl },
      timeout: 10 * 60_000,
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

export async function benchSearchBrowser(baseUrl: string): Promise<boolean> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nsearch browser budgets: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    return true;
  }
  let ok = true;
  for (const script of SCRIPTS) {
    console.log(`\n${script}`);
    if (!(await runScript(script, baseUrl))) ok = false;
  }
  return ok;
}
