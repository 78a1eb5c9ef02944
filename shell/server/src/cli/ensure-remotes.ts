import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '@site/shared-contracts/platform';
import { remoteNames } from '@site/shared-contracts/platform';
import type { ServerConfig } from '../config/env';
import { publishWorkspaceBuild } from '../store/publish-workspace-build';
import { buildDirOf, hasBuild, REPO_ROOT } from '../store/remote-builds';
import { createRegistry } from '../store/registry';

function build(workspace: string): void {
  console.log(`Building ${workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building ${workspace} failed`);
}

/**
 * What `npm start` does before listening: build what has no build yet (the shell's client and each
 * remote), publish each remote build into the store (a no-op when that content is already there) and
 * activate it when the remote has no active version. In development the current build is activated so
 * a rebuilt remote shows up on the next start; in production a release manager's choice is kept.
 */
export async function ensureRemotes(db: Sql, config: ServerConfig): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'shell/dist/shell-main.js'))) build('@site/shell');
  const registry = createRegistry(db, config.remoteStoreDir);
  const active = await registry.activeVersions();
  for (const remote of remoteNames) {
    if (!hasBuild(buildDirOf(remote))) build(`@site/${remote}`);
    const result = await publishWorkspaceBuild(db, config, remote, 'npm-start');
    const current = active.get(remote);
    if (!current || (config.env === 'development' && current !== result.version)) {
      await registry.activate(remote, result.version, {
        actor: 'npm-start',
        reason: 'npm start activated the current build',
      });
      console.log(`  ${remote}@${result.version} active (${result.status})`);
    } else if (current !== result.version) {
      console.log(`  ${remote}: build ${result.version} published; ${current} stays active`);
    }
  }
}
