/**
 * A copy of the workspace to edit as a team would, without touching the checkout: its files (tracked, and new
 * ones not ignored) in a new folder, the installed packages linked. `npm run dev` runs in it (support/npm-run.ts);
 * benchmarks edit its sources and remove it afterwards.
 */
import { execFileSync } from 'node:child_process';
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
