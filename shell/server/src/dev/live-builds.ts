import path from 'node:path';
import { unwatchFile, watchFile } from 'node:fs';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { remoteNames } from '@site/shared-contracts/platform';
import type { ServerConfig } from '../config/env';
import { BUILD_INFO_FILE } from '../store/validate-build';
import { publishWorkspaceBuild } from '../store/publish-workspace-build';
import { buildDirOf } from '../store/remote-builds';
import { createRegistry } from '../store/registry';

// rspack writes a build's files, then build-info.json (the preset's afterEmit). Polled, not fs.watch'ed: a build
// that cleans its folder replaces it, and a watch on the folder goes deaf after the first build.
const POLL_MS = 100;

export type LiveBuilds = { close(): void };

/**
 * Development only: every new build of a remote (`npm run dev`'s rspack watch writing `<remote>/dist`) is
 * published into the store and activated in this running server, so the next page load uses it. A switch at
 * run time is what the registry does for release managers; restarting the server for it cost seconds per save
 * and lost saves made during the restart. A build the store refuses is logged and the active version stays.
 */
export function watchLiveBuilds(options: { db: Sql; config: ServerConfig; log: (line: string) => void }): LiveBuilds {
  const registry = createRegistry(options.db, options.config.remoteStoreDir);
  const watched: string[] = [];
  // One publish at a time, in order: a save made during a publish is published after it.
  let queue: Promise<void> = Promise.resolve();
  const publish = (remote: RemoteName) => {
    queue = queue.then(async () => {
      const started = performance.now();
      try {
        const result = await publishWorkspaceBuild(options.db, options.config, remote, 'npm-run-dev');
        const { from } = await registry.activate(remote, result.version, {
          actor: 'npm-run-dev',
          reason: 'npm run dev activated a new build',
        });
        if (from !== result.version) {
          const ms = (performance.now() - started).toFixed(0);
          options.log(`${remote}@${result.version} live (${result.status} and activated in ${ms} ms)`);
        }
      } catch (error) {
        options.log(`${remote}: the new build was not published: ${error instanceof Error ? error.message : error}`);
      }
    });
  };
  for (const remote of remoteNames) {
    const file = path.join(buildDirOf(remote), BUILD_INFO_FILE);
    watchFile(file, { interval: POLL_MS }, (now, before) => {
      if (now.mtimeMs > before.mtimeMs) publish(remote);
    });
    watched.push(file);
  }
  return {
    close() {
      for (const file of watched) unwatchFile(file);
    },
  };
}
