import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared-contracts/platform';

/** Every file of a build folder as the publish route's JSON body. */
export function packBuild(
  dir: string,
  version?: string,
): { version?: string; files: { path: string; contentBase64: string }[] } {
  const files: { path: string; contentBase64: string }[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile())
        files.push({ path: rel, contentBase64: readFileSync(path.join(dir, rel)).toString('base64') });
    }
  };
  walk('');
  return { ...(version ? { version } : {}), files };
}

/** What a team's pipeline runs: upload a build to a running site with its deploy token. */
export async function pushBuild(options: {
  siteUrl: string;
  remote: RemoteName;
  dir: string;
  token: string;
  version?: string;
}): Promise<string> {
  const response = await fetch(`${options.siteUrl.replace(/\/$/, '')}/api/remotes/${options.remote}/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    body: JSON.stringify(packBuild(options.dir, options.version)),
  });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
    } catch {
      // not JSON: show the body as it came
    }
    throw new Error(`publish refused (${response.status}): ${message}`);
  }
  const result = JSON.parse(text) as { version: string; status: string; files: number };
  return `${options.remote}@${result.version}: ${result.status} (${result.files} files)`;
}
