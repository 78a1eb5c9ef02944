import { existsSync } from 'node:fs';
import { runChild } from './child-process';

/**
 * Make sure a Debian package's binary is present: installed with apt-get when missing and the bench
 * runs as root; otherwise the caller skips what needs it. Returns why not when it is not there.
 */
export async function ensureDebianPackage(binary: string, pkg: string): Promise<string | null> {
  if (existsSync(binary)) return null;
  if (process.getuid?.() !== 0) return `${binary} missing and not root: run \`sudo apt-get install -y ${pkg}\``;
  console.log(`installing Debian's ${pkg} (apt-get install -y ${pkg}) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = await runChild('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
    timeoutMs: 5 * 60_000,
    env,
  });
  if (result.code !== 0 || !existsSync(binary)) return `apt-get install ${pkg} failed: ${result.stderr.slice(-300)}`;
  return null;
}
