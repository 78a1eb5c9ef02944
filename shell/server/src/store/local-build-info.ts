import type { RemoteName } from '@site/shared-contracts/platform';
import { platformVersions } from './platform-versions';
import { packageVersionOf } from './remote-builds';
import type { BuildInfo } from './validate-build';

/**
 * The build info of a remote's own workspace build (`<remote>/dist`), for builds made before
 * the rspack preset wrote build-info.json: it was built in this checkout, against these contracts.
 */
export function localBuildInfo(remote: RemoteName): BuildInfo {
  return {
    remote,
    packageVersion: packageVersionOf(remote),
    contractsVersion: platformVersions().contracts,
    builtAt: new Date().toISOString(),
  };
}
