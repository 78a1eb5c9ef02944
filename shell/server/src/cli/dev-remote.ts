// npm run dev:remote -- <remote> [--site URL] [--port N] [--no-open]: one remote from rspack's dev server against
// a running site, seen through a QA override by one browser only (see USAGE and docs/team-guide.md).
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseDevRemoteArgs } from '../dev-remote/dev-remote-args';
import { errorMessage, mintOverride } from '../dev-remote/mint-override';
import { openLink } from '../dev-remote/open-link';
import { devOriginFor, manifestUrlOf, serveRemote, type BuildReport } from '../dev-remote/serve-remote';
import { isLoopbackHostname } from '../releases/dev-origins';
import { REPO_ROOT } from '../store/remote-builds';
import { runCommand } from './runtime';

const timeOfDay = (date: Date) => date.toTimeString().slice(0, 5);

/** The site must answer before anything starts: a typo in --site should not cost a build. */
async function checkSite(site: string): Promise<void> {
  const answer = await fetch(`${site}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!answer) throw new Error(`no site answers at ${site}: start it (npm start) or name it with --site <url>`);
}

/** Open the link as a browser would, without keeping the cookie: a refusal is said here, not on a blank page. */
async function checkLink(link: string, loopbackSite: boolean): Promise<void> {
  const answer = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  if (answer.ok) return;
  const message = errorMessage(await answer.text());
  const hint = /tampered/.test(message)
    ? ' The site signs with another secret: run dev:remote with the DATA_DIR (or SESSION_SECRET) it was started with.'
    : /origin/.test(message) && !loopbackSite
      ? " Add the dev server's origin to the site's REMOTE_ORIGINS."
      : '';
  throw new Error(`the site refused the override link (${answer.status}): ${message}${hint}`);
}

function reportBuild(remote: string, report: BuildReport): void {
  if (report.ok) console.log(`${remote}: rebuilt in ${report.ms} ms`);
  else console.log(`${remote}: build failed (the page keeps the last good build): ${report.firstError ?? ''}`);
}

/** The port must be free before anything is signed or built: the usual clash is a dev:remote already running. */
function checkPort(port: number, origin: string): Promise<void> {
  const host = new URL(origin).hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`${origin} is in use (another dev:remote?): stop it, or choose a port with --port <n>`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

runCommand(async () => {
  const args = parseDevRemoteArgs(process.argv.slice(2), process.env);
  if (!args) return;
  const { remote, site } = args;
  const loopbackSite = isLoopbackHostname(new URL(site).hostname);
  const origin = devOriginFor(site, args.port, loopbackSite);
  // Everything that can be refused is asked before the build: the site, the port, the override link.
  await checkSite(site);
  await checkPort(args.port, origin);
  const user = process.env.PUBLISHER ?? os.userInfo().username;
  const devUrl = manifestUrlOf(origin);
  const minted = await mintOverride({ remote, site, devUrl, env: process.env, user, loopbackSite });
  await checkLink(minted.link, loopbackSite);
  const relative = path.relative(REPO_ROOT, args.projectDir);
  const sources = `${relative.startsWith('..') ? args.projectDir : relative}/client/src`;
  console.log(`${remote}: building ${sources} with rspack's dev server ...`);
  const served = await serveRemote({
    remote,
    projectDir: args.projectDir,
    origin,
    siteOrigin: site,
    onBuild: (report) => reportBuild(remote, report),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${remote}'s dev server ...`);
    // Bounded: a stuck socket must not keep the port (or this process) forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    served.stop().then(
      () => {
        clearTimeout(force);
        console.log(`${remote}: dev server stopped; ${origin} is free.`);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`${remote}: dev build served at ${served.manifestUrl} (first build ${served.firstBuildMs} ms)`);
  console.log(`QA override ${minted.how}, until ${timeOfDay(minted.expiresAt)} (${minted.expiresAt.toISOString()}).`);
  console.log(`Open it in the one browser that should load the dev build; every other keeps the published ${remote}:`);
  console.log(`\n  ${minted.link}\n`);
  if (args.open) console.log(await openLink(minted.link));
  console.log(`Save a file under ${sources}: React components update in place, the rest reloads. Ctrl-C stops.`);
});
