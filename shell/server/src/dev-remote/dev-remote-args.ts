import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from '@site/shared-contracts/platform';
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

export const USAGE = `usage: npm run dev:remote -- <remote> [--site <url>] [--port <n>] [--no-open]
  <remote>            ${remoteNames.join(' | ')}
  --site <url>        the running site (default: SITE_URL, else http://localhost:$PORT, else http://localhost:3000)
  --port <n>          the dev server's port (default: ${remoteNames.map((r) => `${r} ${defaultPort(r)}`).join(', ')})
  --no-open           print the override link without opening a browser
  --project-dir <dir> serve the remote from a copy of its folder (the e2e test and the benchmark edit one)
  --help, -h          this text; changes nothing

Serves <remote>'s client from rspack's dev server (live reload, React Refresh) and opens the site with a signed,
expiring QA override: only the browser that opens the link loads the dev build, every other one keeps the
published version. A site on this machine (a loopback --site) is signed for with its secret (SESSION_SECRET, or
DATA_DIR/secret: run with the site's DATA_DIR); any other site asks POST /api/remotes/<remote>/overrides with
the team's deploy token in DEPLOY_TOKEN, and its REMOTE_ORIGINS must list the dev server's origin.
Ctrl-C (or SIGTERM) stops the dev server.`;

function siteOf(value: string | undefined, env: NodeJS.ProcessEnv): string {
  const raw = value ?? env.SITE_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`--site '${raw}' is not a URL like http://localhost:3000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--site '${raw}' is not http(s)`);
  return url.origin;
}

/** Strict: `--help` returns null (print, change nothing); an unknown flag, a missing value or a stray word throws. */
export function parseDevRemoteArgs(argv: readonly string[], env: NodeJS.ProcessEnv): DevRemoteArgs | null {
  // Help wins over everything else on the line, a bad flag included: asking for it never fails.
  if (argv.includes('--help') || argv.includes('-h')) return null;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, { cause: error });
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;
  if (!name) throw new Error(`name the remote to serve\n${USAGE}`);
  if (extra.length > 0) throw new Error(`unexpected "${extra[0]}"\n${USAGE}`);
  const remote = remoteNames.find((r) => r === name);
  if (!remote) throw new Error(`unknown remote '${name}'; one of ${remoteNames.join(', ')}`);
  const port = values.port === undefined ? defaultPort(remote) : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a whole number 1-65535');
  const projectDir = path.resolve(values['project-dir'] ?? path.join(REPO_ROOT, remote));
  if (!existsSync(path.join(projectDir, 'client/src/islands'))) {
    throw new Error(`${projectDir} has no client/src/islands: --project-dir names a copy of ${remote}'s folder`);
  }
  return { remote, site: siteOf(values.site, env), port, open: !values['no-open'], projectDir };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      port: { type: 'string' },
      'no-open': { type: 'boolean' },
      'project-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
