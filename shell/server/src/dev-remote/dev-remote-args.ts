import { existsSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@site/shared-contracts/platform';
import { parseCommand, stringFlag, UsageError, type CommandSpec } from '../cli/args';
import { REPO_ROOT } from '../store/remote-builds';

export type DevRemoteArgs = {
  remote: RemoteName;
  /** The running site's origin, as this machine's browser reaches it. */
  site: string;
  port: number;
  open: boolean;
  /** The folder the remote is served from: its own in the checkout, or a copy (tests, the benchmark). */
  projectDir: string;
};

/** The dev server's default port: one per remote, so two teams' remotes can run side by side. */
export const defaultPort = (remote: RemoteName) => 3101 + remoteNames.indexOf(remote);

export const DEV_REMOTE: CommandSpec = {
  command: 'npm run dev:remote --',
  positionals: ['<remote>'],
  summary: `Serves <remote>'s client from rspack's dev server (live reload, React Refresh) and opens the site with a
signed, expiring QA override: only the browser that opens the link loads the dev build, every other one keeps the
published version. A site on this machine (a loopback --site) is signed for with its secret (SESSION_SECRET, or
DATA_DIR/secret: run with the site's DATA_DIR); any other site asks POST /api/remotes/<remote>/overrides with
the team's deploy token in DEPLOY_TOKEN, and its REMOTE_ORIGINS must list the dev server's origin.
Ctrl-C (or SIGTERM) stops the dev server.`,
  flags: {
    site: {
      type: 'string',
      value: '<url>',
      description: 'the running site (default: SITE_URL, else http://localhost:$PORT, else http://localhost:3000)',
    },
    port: {
      type: 'string',
      value: '<n>',
      description: `the dev server's port (default: ${remoteNames.map((r) => `${r} ${defaultPort(r)}`).join(', ')})`,
    },
    'no-open': { type: 'boolean', description: 'print the override link without opening a browser' },
    'project-dir': {
      type: 'string',
      value: '<dir>',
      description: 'serve the remote from a copy of its folder (the e2e test and the benchmark edit one)',
    },
  },
  details: `<remote> is one of ${remoteNames.join(', ')}.`,
};

function siteOf(value: string | undefined, env: NodeJS.ProcessEnv): string {
  const raw = value ?? env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--site '${raw}' is not a URL like http://localhost:3000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--site '${raw}' is not http(s)`);
  return url.origin;
}

/** Strict (the shared parser): `--help` returns null (printed; change nothing); a bad line throws a UsageError. */
export function parseDevRemoteArgs(argv: readonly string[], env: NodeJS.ProcessEnv): DevRemoteArgs | null {
  const parsed = parseCommand(argv, DEV_REMOTE);
  if (!parsed) return null;
  const name = parsed.positionals[0];
  const remote = remoteNames.find((r) => r === name);
  if (!remote) throw new UsageError(`unknown remote '${name}'; one of ${remoteNames.join(', ')}`);
  const portFlag = stringFlag(parsed.flags, 'port');
  const port = portFlag === undefined ? defaultPort(remote) : Number(portFlag);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new UsageError('--port must be a whole number 1-65535');
  const projectDir = path.resolve(stringFlag(parsed.flags, 'project-dir') ?? path.join(REPO_ROOT, remote));
  if (!existsSync(path.join(projectDir, 'client/src/islands'))) {
    throw new UsageError(`${projectDir} has no client/src/islands: --project-dir names a copy of ${remote}'s folder`);
  }
  const site = siteOf(stringFlag(parsed.flags, 'site'), env);
  return { remote, site, port, open: parsed.flags['no-open'] !== true, projectDir };
}
