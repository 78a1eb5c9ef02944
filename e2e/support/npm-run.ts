/**
 * `npm run <script> [-- args]` as a terminal starts it, in a process group of its own, for specs and benchmarks
 * that drive the site's own commands (`npm run dev`, `npm run dev:remote`): its output, a wait for a line, and a
 * bounded stop that never leaves a process of the group behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const STOP_TIMEOUT_MS = 15_000;

export type NpmRun = {
  child: ChildProcess;
  /** The npm process's id; its process group is the command's whole tree. */
  pid: number;
  output(): string;
  /** Resolves when the output after its first `from` characters matches; throws if the command exits first. */
  waitFor(pattern: RegExp, ms: number, from?: number): Promise<RegExpExecArray>;
  /**
   * Signal the npm process alone (as a process manager does) or its whole group (Ctrl-C in a terminal) and wait
   * for it to exit; whatever is left of the group after 15 s is killed.
   */
  stop(signal?: NodeJS.Signals, options?: { group: boolean }): Promise<number | null>;
};

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

export function npmRun(cwd: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): NpmRun {
  const child = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const pid = child.pid ?? 0;
  return {
    child,
    pid,
    output: () => output,
    async waitFor(pattern, ms, from = 0) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = pattern.exec(output.slice(from));
        if (found) return found;
        if (child.exitCode !== null) throw new Error(`npm run ${script} stopped (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`npm run ${script}: no ${pattern} in ${ms} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop(name = 'SIGTERM', options = { group: false }) {
      if (!pid || child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      signal(options.group ? -pid : pid, name);
      const kill = setTimeout(() => signal(-pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };
}
