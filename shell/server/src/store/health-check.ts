import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@site/shared-contracts/platform';
import { sriOf } from './hash-build';
import { badCompressedSibling } from './precompress';
import { RegistryRefused } from './refusals';
import type { RemoteVersionRow } from './remote-version';
import { BuildRejected, checkContracts, checkSharedSingletons, readManifest } from './validate-build';

/** Thrown when a version may not go live; the message says why (release managers read it). */
export class HealthCheckFailed extends RegistryRefused {
  constructor(remote: string, version: string, reason: string) {
    super(`${remote}@${version} failed its health check: ${reason}`);
  }
}

/**
 * Before a version serves anyone (activate, rollback, canary): every recorded file is in the store with
 * the recorded hash, the manifest is valid and its singletons fit the shell, and the contracts it was
 * built against are compatible with this server's.
 */
export function checkVersionHealth(row: RemoteVersionRow, storeDir: string): void {
  const dir = path.join(storeDir, row.remote, row.version);
  const fail = (reason: string) => new HealthCheckFailed(row.remote, row.version, reason);
  for (const file of row.files) {
    const full = path.join(dir, file.path);
    if (!existsSync(full)) throw fail(`${file.path} is missing from the store`);
    if (sriOf(readFileSync(full)) !== file.integrity) throw fail(`${file.path} does not match its recorded hash`);
    const bad = badCompressedSibling(dir, file);
    if (bad) throw fail(`${bad} does not decode to ${file.path}'s recorded bytes`);
  }
  try {
    checkSharedSingletons(readManifest(dir, row.remote as RemoteName));
    // Versions published before build info was recorded have none to check.
    if (row.build_info) checkContracts(row.build_info);
  } catch (error) {
    if (error instanceof BuildRejected) throw fail(error.message);
    throw error;
  }
}
