/**
 * A copy of the workspace to edit as a team would, without touching the checkout: its files (tracked, and new
 * ones not ignored) in a new folder, the installed packages linked. `npm run dev` and `npm run dev:remote` run in
 * it; benchmarks and specs edit its sources and remove it afterwards.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

export type WorkspaceCopy = { root: string; remove(): void };

export function copyWorkspace(): WorkspaceCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-workspace-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).split('\0');
  for (const file of files.filter((name) => name && existsSync(path.join(REPO_ROOT, name)))) {
    cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  }
  for (const dir of ['node_modules', 'shell/node_modules']) {
    if (existsSync(path.join(REPO_ROOT, dir))) symlinkSync(path.join(REPO_ROOT, dir), path.join(root, dir));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type NpmRun = {
  child: ChildProcess;
  output(): string;
  /** Resolves when a line of output matches, after `from` characters of output (the whole of it by default). */
  waitFor(pattern: RegExp, ms: number, from?: number): Promise<void>;
  /** SIGTERM to the npm process, then SIGKILL to its group if anything is left after `ms`. */
  stop(ms?: number): Promise<void>;
};

/** `npm run <script> [-- args]` in a folder, in a process group of its own as a terminal would start it. */
export function npmRun(cwd: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv): NpmRun {
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async waitFor(pattern, ms, from = 0) {
      const deadline = Date.now() + ms;
      while (!pattern.test(output.slice(from))) {
        if (child.exitCode !== null) throw new Error(`npm run ${script} stopped (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`npm run ${script}: no ${pattern} in ${ms} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(ms = 15_000) {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, ms))]);
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // the group is gone, as it should be
      }
    },
  };
}
