import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEV_OVERRIDE_MAX_MINUTES,
  devOverrideResponseSchema,
  type DevOverrideRequest,
  type RemoteName,
} from '@site/shared-contracts/platform';
import { signOverride } from '../releases/qa-override-token';

export type MintedOverride = {
  /** The link to open, on the site's origin as this machine reaches it. */
  link: string;
  expiresAt: Date;
  /** How it was minted, as dev:remote prints it. */
  how: string;
};

type MintOptions = { remote: RemoteName; site: string; devUrl: string; env: NodeJS.ProcessEnv; user: string };

const linkOn = (site: string, token: string) => `${site}/qa/override?token=${encodeURIComponent(token)}`;

/** The secret a site on this machine signs with: SESSION_SECRET, else the one `npm start` keeps in DATA_DIR. */
function localSecret(env: NodeJS.ProcessEnv): { secret: string; from: string } | null {
  if (env.SESSION_SECRET) return { secret: env.SESSION_SECRET, from: 'SESSION_SECRET' };
  const file = path.resolve(env.DATA_DIR ?? '.data', 'secret');
  return existsSync(file) ? { secret: readFileSync(file, 'utf8').trim(), from: file } : null;
}

/**
 * A site on this machine: signed here with its own secret, as `npm run remotes -- override` signs. The embedded
 * database belongs to the running server, so nothing can be written to its audit log from here; whoever can read
 * the secret already holds every key of that site, so signing grants nothing new (docs/decisions.md).
 */
function signLocally(options: MintOptions): MintedOverride {
  const found = localSecret(options.env);
  if (!found) {
    const dir = path.resolve(options.env.DATA_DIR ?? '.data');
    throw new Error(
      `no secret to sign the override with: ${dir}/secret does not exist. Run dev:remote with the DATA_DIR (or ` +
        'SESSION_SECRET) the site was started with, or set DEPLOY_TOKEN to ask the site for a link',
    );
  }
  const exp = Date.now() + DEV_OVERRIDE_MAX_MINUTES * 60_000;
  const token = signOverride(found.secret, { remote: options.remote, devUrl: options.devUrl, exp });
  return {
    link: linkOn(options.site, token),
    expiresAt: new Date(exp),
    how: `signed with the site's secret (${found.from})`,
  };
}

/** Any site: the override route, with the team's deploy token; the site checks it, limits it and audits it. */
async function askSite(options: MintOptions, deployToken: string): Promise<MintedOverride> {
  const body: DevOverrideRequest = { devUrl: options.devUrl, reason: `npm run dev:remote by ${options.user}` };
  const response = await fetch(`${options.site}/api/remotes/${options.remote}/overrides`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${deployToken}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the site refused the override (${response.status}): ${errorMessage(text)}`);
  const answer = devOverrideResponseSchema.parse(JSON.parse(text));
  // The site's answer names it by SITE_URL; the browser here reaches it by --site.
  const token = new URL(answer.url).searchParams.get('token') ?? '';
  return {
    link: linkOn(options.site, token),
    expiresAt: new Date(answer.expiresAt),
    how: 'issued by the site for the deploy token in DEPLOY_TOKEN (audited there)',
  };
}

export function errorMessage(text: string): string {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text.slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}

/**
 * The override link for the dev build: with DEPLOY_TOKEN set, asked of the site (local or not); else, for a site
 * on this machine, signed here; else refused with what to do.
 */
export async function mintOverride(options: MintOptions & { loopbackSite: boolean }): Promise<MintedOverride> {
  const deployToken = options.env.DEPLOY_TOKEN;
  if (deployToken) return askSite(options, deployToken);
  if (options.loopbackSite) return signLocally(options);
  throw new Error(
    `${options.site} is not on this machine: set DEPLOY_TOKEN to ${options.remote}'s deploy token ` +
      `(npm run remotes -- token create ${options.remote}) so the site issues the override`,
  );
}
