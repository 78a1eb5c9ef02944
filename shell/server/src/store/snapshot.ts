import type { RemoteName, RemoteSnapshot, SnapshotRemote, Sql } from '@site/shared-contracts/platform';
import { remoteNames } from '@site/shared-contracts/platform';
import { inCanary } from './canary';
import { manifestUrlOf } from './registry';
import { onVersionsChanged } from './version-signal';

/** What a QA override asks for, already verified (signature, expiry, allowed origin). */
export type SnapshotOverride = { remote: RemoteName; version?: string; devUrl?: string };

export type SnapshotRequest = { visitorId: string; override?: SnapshotOverride | null };

type LiveRow = { remote: RemoteName; version: string; canary_version: string | null; percent: number | null };

// Files the browser loads from a version's folder; build-info.json and mf-stats.json are never fetched.
const LOADED_FILE = /\.(m?js|css|json)$/;
const NOT_LOADED = new Set(['build-info.json', 'mf-stats.json']);
const MAX_CACHED_VERSIONS = 500;

// A switch made in this process is seen at once (version-signal); one made by another process (a second
// server or the CLI on the same PostgreSQL; PGlite allows one process) within a second.
const LIVE_TTL_MS = 1000;

/**
 * This request's remote snapshot. The live choice (active, canary) is one small join, kept for a second
 * and dropped on every switch this process makes (version-signal), so a switch shows on the next page
 * load; the integrity maps are cached for good, as they belong to immutable versions.
 */
export function createSnapshots(db: Sql, options: { allowedOrigins: readonly string[] }) {
  const integrityCache = new Map<string, Record<string, string> | null>();
  // The live choice, and when it was read; a failed or slow read keeps the last one (stale-if-error).
  let live: { at: number; rows: Map<RemoteName, LiveRow> } | null = null;
  let reading: { after: number; rows: Promise<Map<RemoteName, LiveRow>> } | null = null;
  let changes = 0;
  onVersionsChanged(db, () => {
    live = null;
    changes += 1;
  });

  function readLive(): Promise<Map<RemoteName, LiveRow>> {
    // One read at a time, unless a switch was committed after it started: that one may not show it.
    if (reading && reading.after === changes) return reading.rows;
    const after = changes;
    const rows = db
      .query<LiveRow>(
        `SELECT a.remote, a.version, c.version AS canary_version, c.percent
           FROM platform.remote_active a LEFT JOIN platform.remote_canary c ON c.remote = a.remote`,
      )
      .then((result) => {
        const read = new Map(result.rows.map((r) => [r.remote, r]));
        if (after === changes) live = { at: Date.now(), rows: read };
        return read;
      })
      .finally(() => {
        if (reading?.rows === rows) reading = null;
      });
    reading = { after, rows };
    return rows;
  }

  /**
   * Fresh within a second; older, it is served while a new read runs (so a hung database does not hold
   * pages up); never read, or dropped by a switch in this process, it is read before answering.
   */
  async function liveRows(): Promise<Map<RemoteName, LiveRow>> {
    if (!live) return readLive();
    if (Date.now() - live.at >= LIVE_TTL_MS) readLive().catch(() => undefined);
    return live.rows;
  }

  function chosenVersion(row: LiveRow, visitorId: string): { version: string; canary: boolean } {
    const canary = Boolean(row.canary_version && row.percent && inCanary(visitorId, row.remote, row.percent));
    return canary && row.canary_version ? { version: row.canary_version, canary } : { version: row.version, canary };
  }

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
      if (!live || Date.now() - live.at >= LIVE_TTL_MS) return null;
      if (shared?.rows !== live.rows) {
        const canary = [...live.rows.values()].some((row) => row.canary_version && row.percent);
        shared = { rows: live.rows, key: canary ? null : versionsPart(live.rows, '') };
      }
      return shared.key;
    },

    /** Resolves once `peekVersionsKey` can answer from rows read within the last second (or the read failed). */
    async settle(): Promise<void> {
      if (!live || Date.now() - live.at >= LIVE_TTL_MS) await readLive().catch(() => undefined);
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
