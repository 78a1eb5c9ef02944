// Test helper (not shipped code): start one server process of the scale-out suite (serve-for-test.ts)
// and learn the port it listens on.
import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../../../../../tools/testing/test-db';

export type ServerProcess = { port: number; child: ChildProcess };

export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/src/scale/testing/serve-for-test.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`a server stopped (${code}) at start:\n${output}`)));
  });
}
