import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO_ROOT } from '../store/remote-builds';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCRIPTS = ['e2e/bench/search-paint.ts', 'e2e/bench/search-size.ts'];

/**
 * The search panel's browser budgets (paint, requests per term, stale paints, bundle size) need a real
 * Chromium against the running bench server; they run as child processes because e2e code never
 * belongs in the server's module graph. Each is bounded in time and stops by itself.
 */
export function benchSearchBrowser(baseUrl: string): boolean {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nsearch browser budgets: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    return true;
  }
  let ok = true;
  for (const script of SCRIPTS) {
    console.log(`\n${script}`);
    const result = spawnSync('npx', ['tsx', script], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: baseUrl },
      timeout: 10 * 60_000,
    });
    if (result.status !== 0) ok = false;
  }
  return ok;
}
