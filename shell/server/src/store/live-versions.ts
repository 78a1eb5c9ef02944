import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { onVersionsChanged } from './version-signal';

export type LiveRow = { remote: RemoteName; version: string; canary_version: string | null; percent: number | null };
export type LiveRows = Map<RemoteName, LiveRow>;

// A switch made in this process is seen at once (version-signal); one made by another process (a second
// server or the CLI on the same PostgreSQL; PGlite allows one process) within a second.
const LIVE_TTL_MS = 1000;

/**
 * The live choice of versions (active, canary): one small join, kept for a second and dropped on every switch
 * this process makes; a failed or slow read keeps the last one (stale-if-error).
 */
export function createLiveVersions(db: Sql) {
  let live: { at: number; rows: LiveRows } | null = null;
  let reading: { after: number; rows: Promise<LiveRows> } | null = null;
  let changes = 0;
  onVersionsChanged(db, () => {
    live = null;
    changes += 1;
  });

  function readLive(): Promise<LiveRows> {
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
  async function liveRows(): Promise<LiveRows> {
    if (!live) return readLive();
    if (Date.now() - live.at >= LIVE_TTL_MS) readLive().catch(() => undefined);
    return live.rows;
  }

  return {
    liveRows,
    readLive,
    /** The rows when read within the last second, without waiting; null when they must be read. */
    live: (): LiveRows | null => (live && Date.now() - live.at < LIVE_TTL_MS ? live.rows : null),
  };
}
