import type { RemoteName, RemoteSnapshot, SnapshotRemote, Sql } from '@site/shared-contracts/platform';
import { remoteNames } from '@site/shared-contracts/platform';
import { inCanary } from './canary';
import { createIntegrityCache } from './integrity-cache';
import { createLiveVersions, type LiveRow } from './live-versions';
import { manifestUrlOf } from './registry';

/** What a QA override asks for, already verified (signature, expiry, allowed origin). */
export type SnapshotOverride = { remote: RemoteName; version?: string; devUrl?: string };

export type SnapshotRequest = { visitorId: string; override?: SnapshotOverride | null };

/**
 * This request's remote snapshot. The live choice (active, canary) is one small join, kept for a second
 * and dropped on every switch this process makes (version-signal), so a switch shows on the next page
 * load; the integrity maps are cached for good, as they belong to immutable versions.
 */
export function createSnapshots(db: Sql, options: { allowedOrigins: readonly string[] }) {
  const { live: current, liveRows, readLive } = createLiveVersions(db);
  const integrityOf = createIntegrityCache(db);

  function chosenVersion(row: LiveRow, visitorId: string): { version: string; canary: boolean } {
    const canary = Boolean(row.canary_version && row.percent && inCanary(visitorId, row.remote, row.percent));
    return canary && row.canary_version ? { version: row.canary_version, canary } : { version: row.version, canary };
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

  const versionsPart = (rows: Map<RemoteName, LiveRow>, visitorId: string) =>
    [...rows.values()]
      .map((row) => `${row.remote}@${chosenVersion(row, visitorId).version}`)
      .sort()
      .join(',');
  // The key part every visitor shares while no canary runs, kept with the rows it was made from.
  let shared: { rows: Map<RemoteName, LiveRow>; key: string | null } | null = null;

  return {
    /**
     * The versions key part without waiting: the same for every visitor, from rows read within the last
     * second; null when the rows must be read, or a canary bucket decides per visitor.
     */
    peekVersionsKey(): string | null {
      const live = current();
      if (!live) return null;
      if (shared?.rows !== live) {
        const canary = [...live.values()].some((row) => row.canary_version && row.percent);
        shared = { rows: live, key: canary ? null : versionsPart(live, '') };
      }
      return shared.key;
    },

    /** Resolves once `peekVersionsKey` can answer from rows read within the last second (or the read failed). */
    async settle(): Promise<void> {
      if (!current()) await readLive().catch(() => undefined);
    },

    /**
     * Which versions this visitor gets, as a cache key part, and whether a canary bucket decided any
     * (then the visitor must keep its id to keep its versions).
     */
    async versionsKey(visitorId: string): Promise<{ key: string; bucketed: boolean }> {
      const rows = await liveRows();
      const bucketed = [...rows.values()].some((row) => row.canary_version && row.percent);
      return { key: versionsPart(rows, visitorId), bucketed };
    },

    async forRequest(request: SnapshotRequest): Promise<RemoteSnapshot> {
      const live = await liveRows();
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
          const chosen = chosenVersion(row, request.visitorId);
          if (chosen.canary) {
            const canary = await storeVersion(name, chosen.version, 'canary');
            if (canary) return canary;
          }
          return storeVersion(name, row.version, 'active');
        }),
      );
      // A verified dev override may be on a loopback origin no list names (a site on loopback): this page's MF
      // runtime must then allow it too, for this browser only.
      const devOrigin = override?.devUrl ? new URL(override.devUrl).origin : null;
      const allowed = [...options.allowedOrigins];
      if (devOrigin && !allowed.includes(devOrigin)) allowed.push(devOrigin);
      return {
        generatedAt: new Date().toISOString(),
        remotes: remotes.filter((r): r is SnapshotRemote => r !== null),
        allowedOrigins: allowed,
      };
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
