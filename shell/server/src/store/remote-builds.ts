import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared-contracts/platform';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Where a team's build lands (`npm run build -w @site/<remote>`), and its package version. */
export function buildDirOf(remote: RemoteName): string {
  return path.join(REPO_ROOT, remote, 'dist');
}

export function packageVersionOf(remote: RemoteName): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export function hasBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'mf-manifest.json'));
}
