import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../store/remote-builds';
import { collectChildBudget } from './budgets';

/**
 * Run a TypeScript script in a child process and pass its output on, keeping its budget lines
 * (bench/budgets.ts) for the summary. Async on purpose: the bench server lives in this process, so a
 * blocking spawn would starve it. Bounded by `timeoutMs`; resolves true on exit code 0.
 */
export function runBudgetScript(
  script: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: options.env,
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!collectChildBudget(line)) console.log(line);
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}
