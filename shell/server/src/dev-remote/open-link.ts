import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** The system's way to open a URL in the user's browser, if this machine has one on PATH. */
export function systemOpener(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): { command: string; args: (url: string) => string[] } | null {
  if (platform === 'win32') return { command: 'cmd', args: (url) => ['/c', 'start', '', url] };
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

/** How long the opener has to say it failed; one still running then has handed the link over (or is the browser). */
const OPENER_VERDICT_MS = 3_000;

/**
 * Hand the link to the user's browser. The opener is detached and forgotten: the browser it starts belongs to the
 * user, not to dev:remote, and must outlive it. Resolves with what happened, in words: an opener that fails (no
 * browser, no display) says so, and the link is already printed.
 */
export function openLink(url: string): Promise<string> {
  const opener = systemOpener();
  if (!opener) return Promise.resolve('No system opener (xdg-open) here: open the link in your browser.');
  return new Promise((resolve) => {
    const child = spawn(opener.command, opener.args(url), { detached: true, stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.unref();
      resolve(`Opened it with ${opener.command}.`);
    }, OPENER_VERDICT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve(`${opener.command} failed (${error.message}): open the link in your browser.`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(
        code === 0
          ? `Opened it with ${opener.command}.`
          : `${opener.command} could not open it (exit ${code}): open the link in your browser.`,
      );
    });
  });
}
