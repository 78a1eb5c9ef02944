import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import type { ServerConfig } from '../config/env';
import { localBuildInfo } from './local-build-info';
import { publishRemote, type PublishResult } from './publish';
import { buildDirOf, packageVersionOf } from './remote-builds';

/** Publish a remote's build in this checkout (`<remote>/dist`) into the store: a no-op when that content is there. */
export function publishWorkspaceBuild(
  db: Sql,
  config: ServerConfig,
  remote: RemoteName,
  publisher: string,
): Promise<PublishResult> {
  return publishRemote(db, {
    remote,
    buildDir: buildDirOf(remote),
    storeDir: config.remoteStoreDir,
    packageVersion: packageVersionOf(remote),
    publisher,
    localBuildInfo: localBuildInfo(remote),
  });
}
