// npm run dev: development mode. Each client (the shell's and every remote's) is rebuilt by rspack
// whenever its source changes, and the server restarts on a server change or a new build, which
// `npm start`'s development path then publishes and activates.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { remoteNames } from '@site/shared-contracts/platform';
import { REPO_ROOT } from '../store/remote-builds';

const clients = ['shell', ...remoteNames];
const children: ChildProcess[] = [];
const env = { ...process.env, NODE_ENV: 'development', SESSION_SECRET_GENERATE: 'on', SEED_DEMO: 'on' };

function run(command: string, args: readonly string[], cwd = REPO_ROOT): void {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (code) console.error(`${command} ${args.join(' ')} stopped (${code})`);
  });
  children.push(child);
}

for (const client of clients) {
  run('npx', ['rspack', 'build', '--watch', '-c', 'client/rspack.config.mjs'], path.join(REPO_ROOT, client));
}
run('npx', [
  'tsx',
  'watch',
  ...clients.flatMap((client) => ['--include', `${client}/dist/*.js`]),
  'shell/server/src/cli/start.ts',
]);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
