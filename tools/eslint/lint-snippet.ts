// Test helper (not shipped code): run the repository's real ESLint config over a snippet.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Lint `code` as if it lived at `file`; returns the messages of one rule. */
export function lintSnippet(file: string, code: string, ruleId: string): string[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (report?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
