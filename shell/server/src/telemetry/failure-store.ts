import type { RemoteName, Sql, TelemetryReport } from '@site/shared-contracts/platform';

export const FAILURE_RETENTION_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export type FailureCount = { remote: RemoteName; version: string; kind: string; last_hour: number; last_day: number };

/** platform.remote_failures: what browsers reported, kept seven days. */
export function createFailureStore(db: Sql, now: () => number = Date.now) {
  let lastPrune = 0;
  return {
    async record(reports: readonly TelemetryReport[]): Promise<void> {
      const values: unknown[] = [];
      const rows = reports.map((r, i) => {
        values.push(r.remote, r.version, r.kind, r.module, r.errorName ?? null);
        const o = i * 5;
        return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5})`;
      });
      await db.query(
        `INSERT INTO platform.remote_failures (remote, version, kind, module, error_name) VALUES ${rows.join(', ')}`,
        values,
      );
      if (now() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now();
        await this.prune();
      }
    },
    async prune(): Promise<number> {
      const { rows } = await db.query(
        `DELETE FROM platform.remote_failures WHERE at < now() - make_interval(days => $1) RETURNING id`,
        [FAILURE_RETENTION_DAYS],
      );
      return rows.length;
    },
    /** Per remote, version and kind: reports in the last hour and the last day. */
    async counts(): Promise<FailureCount[]> {
      const { rows } = await db.query<FailureCount>(
        `SELECT remote, version, kind,
                count(*) FILTER (WHERE at >= now() - interval '1 hour')::int AS last_hour,
                count(*)::int AS last_day
           FROM platform.remote_failures WHERE at >= now() - interval '1 day'
          GROUP BY remote, version, kind ORDER BY remote, version, kind`,
      );
      return rows.map((r) => ({ ...r, last_hour: Number(r.last_hour), last_day: Number(r.last_day) }));
    },
  };
}

export type FailureStore = ReturnType<typeof createFailureStore>;
