import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../store/remote-builds';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Budgets that need a real Chromium against the running bench server (the search panel's paint,
 * requests per term, stale paints, bundle size, ...): every script in e2e/bench, each a child process
 * because e2e code never belongs in the server's module graph. Each is bounded and stops by itself.
 */
function scripts(): string[] {
  const dir = path.join(REPO_ROOT, 'e2e/bench');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => `e2e/bench/${file}`);
}

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

export async function benchBrowser(baseUrl: string): Promise<boolean> {
  if (!existsSync(CHROMIUM)) {
    console.log(`\nbrowser benchmarks: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    return true;
  }
  let ok = true;
  for (const script of scripts()) {
    console.log(`\n${script}`);
    if (!(await runScript(script, baseUrl))) ok = false;
  }
  return ok;
}
