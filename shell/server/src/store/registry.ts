import { ensureLocalCopy } from './shared-store';
import { changeVersions } from './version-signal';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { checkVersionHealth } from './health-check';
import { RegistryRefused } from './refusals';
import type { RemoteVersionRow } from './remote-version';

export type { RemoteVersionRow } from './remote-version';

export type RegistryChange = { actor: string; reason?: string };

export type AuditAction =
  'publish' | 'activate' | 'rollback' | 'canary-start' | 'canary-widen' | 'canary-stop' | 'override';

export type AuditRow = {
  id: number;
  at: Date | string;
  actor: string;
  remote: string;
  action: AuditAction;
  from_version: string | null;
  to_version: string;
  canary_percent: number | null;
  reason: string;
};

export { RegistryRefused };

export async function currentActive(tx: Sql, remote: RemoteName): Promise<string | null> {
  const { rows } = await tx.query<{ version: string }>(
    'SELECT version FROM platform.remote_active WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return rows[0]?.version ?? null;
}

async function setActive(tx: Sql, remote: RemoteName, version: string, change: RegistryChange): Promise<void> {
  await tx.query(
    `INSERT INTO platform.remote_active (remote, version) VALUES ($1, $2)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, activated_at = now()`,
    [remote, version],
  );
  // A canary of the version that just went live for everyone has nothing left to test.
  const { rows } = await tx.query<{ percent: number }>(
    'DELETE FROM platform.remote_canary WHERE remote = $1 AND version = $2 RETURNING percent',
    [remote, version],
  );
  if (rows.length > 0) {
    await recordAudit(tx, {
      remote,
      action: 'canary-stop',
      from: version,
      to: version,
      canaryPercent: 0,
      actor: change.actor,
      reason: 'promoted to active',
    });
  }
}

export async function recordAudit(
  tx: Sql,
  entry: {
    remote: RemoteName;
    action: AuditAction;
    from: string | null;
    to: string;
    canaryPercent?: number;
  } & RegistryChange,
): Promise<void> {
  await tx.query(
    `INSERT INTO platform.remote_audit (actor, remote, action, from_version, to_version, canary_percent, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.actor, entry.remote, entry.action, entry.from, entry.to, entry.canaryPercent ?? null, entry.reason ?? ''],
  );
}

/** The URL base under which the shell serves the store. */
export const STORE_URL_PREFIX = '/remotes';

export function manifestUrlOf(remote: string, version: string): string {
  return `${STORE_URL_PREFIX}/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
}

const VERSION_COLUMNS = 'remote, version, files, total_size, content_hash, publisher, published_at, build_info';

export async function findVersionIn(db: Sql, remote: RemoteName, version: string): Promise<RemoteVersionRow | null> {
  const { rows } = await db.query<RemoteVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM platform.remote_versions WHERE remote = $1 AND version = $2`,
    [remote, version],
  );
  return rows[0] ?? null;
}

/**
 * Reads and writes of the active versions and the audit log. `storeDir` is where published files live:
 * every activation re-checks the version's files there first (see health-check.ts).
 */
export function createRegistry(db: Sql, storeDir?: string) {
  const healthy = async (tx: Sql, remote: RemoteName, version: string) => {
    const row = await findVersionIn(tx, remote, version);
    if (!row) throw new RegistryRefused(`${remote}@${version} is not published`);
    if (!storeDir) throw new Error('this registry was opened without the store folder; it cannot health-check');
    // Published through another process or machine: this one's verified copy comes from the shared store.
    await ensureLocalCopy(tx, storeDir, row);
    checkVersionHealth(row, storeDir);
  };
  return {
    async versions(remote: RemoteName): Promise<RemoteVersionRow[]> {
      const { rows } = await db.query<RemoteVersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM platform.remote_versions WHERE remote = $1 ORDER BY published_at DESC, version DESC`,
        [remote],
      );
      return rows;
    },
    findVersion: (remote: RemoteName, version: string) => findVersionIn(db, remote, version),
    async activeVersions(): Promise<Map<RemoteName, string>> {
      const { rows } = await db.query<{ remote: RemoteName; version: string }>(
        'SELECT remote, version FROM platform.remote_active',
      );
      return new Map(rows.map((r) => [r.remote, r.version]));
    },
    /** Make a published, healthy version live; the change and its reason land in the audit log with it. */
    async activate(remote: RemoteName, version: string, change: RegistryChange): Promise<{ from: string | null }> {
      return changeVersions(db, async (tx) => {
        await healthy(tx, remote, version);
        const from = await currentActive(tx, remote);
        if (from === version) return { from };
        await setActive(tx, remote, version, change);
        await recordAudit(tx, { remote, action: 'activate', from, to: version, ...change });
        return { from };
      });
    },
    /** One step back: the version that was active before the current one became active. */
    async rollback(remote: RemoteName, change: RegistryChange): Promise<{ from: string; to: string }> {
      return changeVersions(db, async (tx) => {
        const from = await currentActive(tx, remote);
        if (!from) throw new RegistryRefused(`${remote} has no active version`);
        const { rows } = await tx.query<{ from_version: string }>(
          `SELECT from_version FROM platform.remote_audit
            WHERE remote = $1 AND action IN ('activate', 'rollback') AND to_version = $2 AND from_version IS NOT NULL
            ORDER BY id DESC LIMIT 1`,
          [remote, from],
        );
        const to = rows[0]?.from_version;
        if (!to) throw new RegistryRefused(`${remote}@${from} has no earlier active version to roll back to`);
        await healthy(tx, remote, to);
        await setActive(tx, remote, to, change);
        await recordAudit(tx, { remote, action: 'rollback', from, to, ...change });
        return { from, to };
      });
    },
    async audit(remote?: RemoteName, limit = 50): Promise<AuditRow[]> {
      const { rows } = await db.query<AuditRow>(
        `SELECT id, at, actor, remote, action, from_version, to_version, canary_percent, reason
           FROM platform.remote_audit WHERE $1::text IS NULL OR remote = $1 ORDER BY id DESC LIMIT $2`,
        [remote ?? null, limit],
      );
      return rows;
    },
    /** Exposed for the canary module, which shares the transaction rules. */
    checkHealthy: healthy,
  };
}

export type Registry = ReturnType<typeof createRegistry>;
