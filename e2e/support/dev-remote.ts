import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { npmRun } from './npm-run';

const ROOT = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 120_000;

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

const LINK = /^ {2}(https?:\/\/\S+\/qa\/override\?token=\S+)$/m;

/**
 * `npm run dev:remote -- <remote> --site … --port … --no-open --project-dir …` in a process group of its own,
 * resolved once it has printed its override link; stopped (SIGKILL to the group) if it never does.
 */
export async function startDevRemote(options: DevRemoteOptions): Promise<DevRemote> {
  const args = [options.remote, '--site', options.site, '--port', String(options.port), '--no-open'];
  const run = npmRun(ROOT, 'dev:remote', [...args, '--project-dir', options.projectDir], options.env);
  try {
    const [, link = ''] = await run.waitFor(LINK, START_TIMEOUT_MS);
    return { link, pid: run.pid, output: run.output, stop: run.stop };
  } catch (error) {
    await run.stop('SIGKILL', { group: true });
    throw error;
  }
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
