import type { Sql } from '@site/shared-contracts/platform';
import { createCanaries } from '../store/canary';
import { createRegistry } from '../store/registry';
import { createSnapshots } from '../store/snapshot';
import { createDeployTokens } from './deploy-tokens';
import { createOverrideIssuer } from './qa-override-issuer';

export type ReleaseServiceOptions = {
  db: Sql;
  storeDir: string;
  secret: string;
  siteUrl: string;
  /** Origins allowed to serve remote files, the site's own first. */
  allowedOrigins: readonly string[];
  /** A site on loopback: a QA override's dev URL may be on any loopback origin (dev-origins.ts). */
  loopbackDev?: boolean;
};

/** The one release-management service the CLI, the admin page and the HTTP routes share. */
export function createReleaseService(options: ReleaseServiceOptions) {
  const registry = createRegistry(options.db, options.storeDir);
  return {
    db: options.db,
    storeDir: options.storeDir,
    registry,
    canaries: createCanaries(options.db, registry),
    snapshots: createSnapshots(options.db, { allowedOrigins: options.allowedOrigins }),
    tokens: createDeployTokens(options.db),
    overrides: createOverrideIssuer(options),
  };
}

export type ReleaseService = ReturnType<typeof createReleaseService>;
