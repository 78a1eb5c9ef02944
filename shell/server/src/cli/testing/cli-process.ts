// Test helper (not shipped code): run a command-line entry point as a person does, in its own process.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, TEMPLATE_ENV } from '../../../../../tools/testing/test-db';
import { openPglite, type ClosableSql } from '../../db/pglite-driver';

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * `tsx <script> ...args` from the repository root, as `npm run` starts it, with stdin at end of file (no
 * terminal) unless `input` is given. `env` adds to this process's environment; DATA_DIR is the caller's.
 */
export function runCli(script: string, args: readonly string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return collect(child);
}

/** The same through `script`, which gives the command a terminal and types `input` on it. */
export function runOnTerminal(script: string, args: readonly string[], env: Record<string, string>, input: string) {
  const line = ['node', '--import', 'tsx', script, ...args].join(' ');
  const child = spawn('script', ['-qec', line, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(input);
  return collect(child);
}

function collect(child: ReturnType<typeof spawn>): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * A DATA_DIR whose PGlite database is the tests' migrated template (no initdb, no migrations), opened here
 * for `setUp`, then closed so that a command can open it.
 */
export async function migratedDataDir(dataDir: string, setUp?: (db: ClosableSql) => Promise<void>): Promise<void> {
  const tarball = process.env[TEMPLATE_ENV.pgliteTarball];
  if (!tarball) throw new Error('PGlite template missing: run tests through jest (tools/jest/global-setup.ts)');
  mkdirSync(dataDir, { recursive: true });
  const db = await openPglite(path.join(dataDir, 'db'), new Blob([readFileSync(tarball)]));
  try {
    await setUp?.(db);
  } finally {
    await db.close();
  }
}
