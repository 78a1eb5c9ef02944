import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The system's way to open a URL in the user's browser, if this machine has one on PATH. */
export function systemOpener(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): { command: string; args: (url: string) => string[] } | null {
  if (platform === 'win32') return { command: 'cmd', args: (url) => ['/c', 'start', '""', url] };
  const command = platform === 'darwin' ? 'open' : 'xdg-open';
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return { command, args: (url) => [url] };
    } catch {
      // not in this directory
    }
  }
  return null;
}

/**
 * Hand the link to the user's browser. The opener is detached and forgotten: the browser it starts belongs to the
 * user, not to dev:remote, and must outlive it. Resolves with what happened, in words.
 */
export function openLink(url: string): Promise<string> {
  const opener = systemOpener();
  if (!opener) return Promise.resolve('No system opener (xdg-open) here: open the link in your browser.');
  return new Promise((resolve) => {
    const child = spawn(opener.command, opener.args(url), { detached: true, stdio: 'ignore' });
    child.once('error', (error) => resolve(`${opener.command} failed (${error.message}): open the link yourself.`));
    child.once('spawn', () => {
      child.unref();
      resolve(`Opened it with ${opener.command}.`);
    });
  });
}
