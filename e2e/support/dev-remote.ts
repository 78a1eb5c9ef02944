import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * A copy of one remote's project (its client sources and package.json) outside the checkout, for a test or a
 * benchmark to edit: the working tree is never written, whatever happens to the run. The shared preset resolves the
 * workspace's packages from the checkout for a copy (tools/rspack/preset.mjs).
 */
export type RemoteCopy = {
  dir: string;
  /** Replace `from` by `to` in a file of the copy (relative to its client/src); throws if `from` is not there. */
  edit(file: string, from: string, to: string): void;
  remove(): void;
};

export function copyRemote(remote: string): RemoteCopy {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'dev-remote-copy-')), remote);
  cpSync(path.join(ROOT, remote, 'client'), path.join(dir, 'client'), { recursive: true });
  cpSync(path.join(ROOT, remote, 'package.json'), path.join(dir, 'package.json'));
  return {
    dir,
    edit(file, from, to) {
      const target = path.join(dir, 'client/src', file);
      const text = readFileSync(target, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
      writeFileSync(target, text.replace(from, to));
    },
    remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
}

export type DevRemote = {
  /** The signed override link dev:remote printed. */
  link: string;
  /** The npm process's id; its process group is dev:remote's whole tree. */
  pid: number;
  output(): string;
  /** Signal the npm process alone (`group: false`) or its whole group (Ctrl-C in a terminal), and wait for exit. */
  stop(signal?: NodeJS.Signals, options?: { group: boolean }): Promise<number | null>;
};

export type DevRemoteOptions = {
  remote: string;
  site: string;
  port: number;
  projectDir: string;
  env?: Record<string, string>;
};

/**
 * `npm run dev:remote -- <remote> --site … --port … --no-open --project-dir …` in a process group of its own,
 * resolved once it has printed its override link; stopped (SIGKILL to the group after 15 s) if it never does.
 */
export async function startDevRemote(options: DevRemoteOptions): Promise<DevRemote> {
  const args = ['run', 'dev:remote', '--', options.remote, '--site', options.site, '--port', String(options.port)];
  const child = spawn('npm', [...args, '--no-open', '--project-dir', options.projectDir], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = `${output}${chunk.toString()}`.slice(-20_000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const devRemote: DevRemote = {
    link: '',
    pid: child.pid ?? 0,
    output: () => output,
    stop: (signal = 'SIGTERM', how = { group: false }) => stop(child, exited, signal, how.group),
  };
  try {
    devRemote.link = await linkOf(() => output, exited);
  } catch (error) {
    await devRemote.stop('SIGKILL', { group: true });
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
  return devRemote;
}

async function linkOf(output: () => string, exited: Promise<number | null>): Promise<string> {
  let gone = false;
  void exited.then(() => (gone = true));
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    const link = /^ {2}(https?:\/\/\S+\/qa\/override\?token=\S+)$/m.exec(output())?.[1];
    if (link) return link;
    if (gone) throw new Error('dev:remote exited before printing its link');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dev:remote printed no link within ${START_TIMEOUT_MS / 1000} s`);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: nothing left to signal.
  }
}

async function stop(
  child: ChildProcess,
  exited: Promise<number | null>,
  name: NodeJS.Signals,
  group: boolean,
): Promise<number | null> {
  const pid = child.pid;
  if (!pid || child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  signal(group ? -pid : pid, name);
  // Bounded: whatever is left of the group is killed, so no run leaves a dev server behind.
  const kill = setTimeout(() => signal(-pid, 'SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(kill);
  return code;
}

/** Nothing listens on this loopback port any more. */
export function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Whether any process of this group is still alive (`kill -0` on the group). */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
