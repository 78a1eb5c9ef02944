import { spawn } from 'node:child_process';

export type ChildResult = { code: number | null; stdout: string; stderr: string };

/**
 * Run a program to completion without blocking this process: the bench serves the site from its own
 * event loop, so a synchronous spawn (or a load generator running here) would starve the server it
 * measures. `timeoutMs` bounds every child; it is killed when the time is up.
 */
export function runChild(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; env?: NodeJS.ProcessEnv; cwd?: string; input?: string },
): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: stderr + String(error) }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
