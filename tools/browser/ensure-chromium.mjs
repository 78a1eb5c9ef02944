// Before Playwright: the browser is Debian's chromium, installed with apt-get when it is missing (as
// .ci/run does), never downloaded from elsewhere. CHROMIUM_PATH names another binary to use instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const binary = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(binary)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${binary} does not exist.`);
    process.exit(1);
  }
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  console.log(`Installing Debian's chromium (${root ? '' : 'sudo '}apt-get install -y chromium) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env, timeout: 10 * 60_000 });
    if (result.status !== 0) {
      console.error(`Could not install chromium (${args.join(' ')} failed). Install it: apt-get install -y chromium`);
      process.exit(1);
    }
  }
  if (!existsSync(binary)) {
    console.error(`chromium was installed but ${binary} is missing.`);
    process.exit(1);
  }
}
