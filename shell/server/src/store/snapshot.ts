import type { RemoteName, RemoteSnapshot, SnapshotRemote, Sql } from '@site/shared-contracts/platform';
import { remoteNames } from '@site/shared-contracts/platform';
import { inCanary } from './canary';
import { manifestUrlOf } from './registry';

/** What a QA override asks for, already verified (signature, expiry, allowed origin). */
export type SnapshotOverride = { remote: RemoteName; version?: string; devUrl?: string };

export type SnapshotRequest = { visitorId: string; override?: SnapshotOverride | null };

type LiveRow = { remote: RemoteName; version: string; canary_version: string | null; percent: number | null };

// Files the browser loads from a version's folder; build-info.json and mf-stats.json are never fetched.
const LOADED_FILE = /\.(m?js|css|json)$/;
const NOT_LOADED = new Set(['build-info.json', 'mf-stats.json']);
const MAX_CACHED_VERSIONS = 500;

/**
 * This request's remote snapshot. The live choice (active, canary) is read from the database on every
 * call, one small join, so a switch shows on the next page load with nothing stale; only the integrity
 * maps are cached, and they belong to immutable versions.
 */
export function createSnapshots(db: Sql, options: { allowedOrigins: readonly string[] }) {
  const integrityCache = new Map<string, Record<string, string> | null>();

  async function integrityOf(remote: string, version: string): Promise<Record<string, string> | null> {
    const key = `${remote}@${version}`;
    if (integrityCache.has(key)) return integrityCache.get(key) ?? null;
    const { rows } = await db.query<{ files: { path: string; integrity: string }[] }>(
      'SELECT files FROM platform.remote_versions WHERE remote = $1 AND version = $2',
      [remote, version],
    );
    const files = rows[0]?.files;
    const map = files
      ? Object.fromEntries(
          files.filter((f) => LOADED_FILE.test(f.path) && !NOT_LOADED.has(f.path)).map((f) => [f.path, f.integrity]),
        )
      : null;
    if (integrityCache.size >= MAX_CACHED_VERSIONS) integrityCache.clear();
    // Only found versions are cached: an unknown one may be published a moment later.
    if (map) integrityCache.set(key, map);
    return map;
  }

  async function storeVersion(
    remote: RemoteName,
    version: string,
    channel: SnapshotRemote['channel'],
  ): Promise<SnapshotRemote | null> {
    const integrity = await integrityOf(remote, version);
    return integrity
      ? { name: remote, version, manifestUrl: manifestUrlOf(remote, version), integrity, channel }
      : null;
  }

  return {
    async forRequest(request: SnapshotRequest): Promise<RemoteSnapshot> {
      const { rows } = await db.query<LiveRow>(
        `SELECT a.remote, a.version, c.version AS canary_version, c.percent
           FROM platform.remote_active a LEFT JOIN platform.remote_canary c ON c.remote = a.remote`,
      );
      const live = new Map(rows.map((r) => [r.remote, r]));
      const override = request.override ?? null;
      const remotes = await Promise.all(
        remoteNames.map(async (name): Promise<SnapshotRemote | null> => {
          if (override?.remote === name) {
            if (override.devUrl) return { name, version: 'dev', manifestUrl: override.devUrl, channel: 'override' };
            const chosen = override.version ? await storeVersion(name, override.version, 'override') : null;
            if (chosen) return chosen;
          }
          const row = live.get(name);
          if (!row) return null;
          if (row.canary_version && row.percent && inCanary(request.visitorId, name, row.percent)) {
            const canary = await storeVersion(name, row.canary_version, 'canary');
            if (canary) return canary;
          }
          return storeVersion(name, row.version, 'active');
        }),
      );
      return {
        generatedAt: new Date().toISOString(),
        remotes: remotes.filter((r): r is SnapshotRemote => r !== null),
        allowedOrigins: [...options.allowedOrigins],
      };
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
