import type { PublishedFile, RemoteName, RemoteSnapshot, Sql } from '@site/shared-contracts';
import { remoteNames } from '@site/shared-contracts';

export type RemoteVersionRow = {
  remote: string;
  version: string;
  files: PublishedFile[];
  total_size: number;
  content_hash: string;
  publisher: string;
  published_at: Date | string;
};

export type RegistryChange = { actor: string; reason?: string };

export type AuditRow = {
  id: number;
  at: Date | string;
  actor: string;
  remote: string;
  action: 'publish' | 'activate' | 'rollback';
  from_version: string | null;
  to_version: string;
  canary_percent: number | null;
  reason: string;
};

/** A registry change that is not allowed, with the reason a release manager reads. */
export class RegistryRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryRefused';
  }
}

async function currentActive(tx: Sql, remote: RemoteName): Promise<string | null> {
  const { rows } = await tx.query<{ version: string }>(
    'SELECT version FROM platform.remote_active WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return rows[0]?.version ?? null;
}

async function setActive(tx: Sql, remote: RemoteName, version: string): Promise<void> {
  await tx.query(
    `INSERT INTO platform.remote_active (remote, version) VALUES ($1, $2)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, activated_at = now()`,
    [remote, version],
  );
}

export async function recordAudit(
  tx: Sql,
  entry: { remote: RemoteName; action: AuditRow['action']; from: string | null; to: string } & RegistryChange,
): Promise<void> {
  await tx.query(
    `INSERT INTO platform.remote_audit (actor, remote, action, from_version, to_version, reason)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [entry.actor, entry.remote, entry.action, entry.from, entry.to, entry.reason ?? ''],
  );
}

/** The URL base under which the shell serves the store. */
export const STORE_URL_PREFIX = '/remotes';

export function manifestUrlOf(remote: string, version: string): string {
  return `${STORE_URL_PREFIX}/${remote}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** Reads and writes of the registry tables; the only code that touches them. */
export function createRegistry(db: Sql) {
  return {
    async versions(remote: RemoteName): Promise<RemoteVersionRow[]> {
      const { rows } = await db.query<RemoteVersionRow>(
        `SELECT remote, version, files, total_size, content_hash, publisher, published_at
           FROM platform.remote_versions WHERE remote = $1 ORDER BY published_at DESC, version DESC`,
        [remote],
      );
      return rows;
    },
    async findVersion(remote: RemoteName, version: string): Promise<RemoteVersionRow | null> {
      const { rows } = await db.query<RemoteVersionRow>(
        `SELECT remote, version, files, total_size, content_hash, publisher, published_at
           FROM platform.remote_versions WHERE remote = $1 AND version = $2`,
        [remote, version],
      );
      return rows[0] ?? null;
    },
    async activeVersions(): Promise<Map<RemoteName, string>> {
      const { rows } = await db.query<{ remote: RemoteName; version: string }>(
        'SELECT remote, version FROM platform.remote_active',
      );
      return new Map(rows.map((r) => [r.remote, r.version]));
    },
    /** Make a published version live; the change and its reason land in the audit log with it. */
    async activate(remote: RemoteName, version: string, change: RegistryChange): Promise<{ from: string | null }> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query('SELECT 1 FROM platform.remote_versions WHERE remote = $1 AND version = $2', [remote, version]);
        if (rows.length === 0) throw new RegistryRefused(`${remote}@${version} is not published`);
        const from = await currentActive(tx, remote);
        if (from === version) return { from };
        await setActive(tx, remote, version);
        await recordAudit(tx, { remote, action: 'activate', from, to: version, ...change });
        return { from };
      });
    },
    /** One step back: the version that was active before the current one became active. */
    async rollback(remote: RemoteName, change: RegistryChange): Promise<{ from: string; to: string }> {
      return db.transaction(async (tx) => {
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
        await setActive(tx, remote, to);
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
    /** The snapshot a page inlines: the active version of every remote that has one. */
    async snapshot(): Promise<RemoteSnapshot> {
      const active = await this.activeVersions();
      return {
        generatedAt: new Date().toISOString(),
        remotes: remoteNames.flatMap((name) => {
          const version = active.get(name);
          return version ? [{ name, version, manifestUrl: manifestUrlOf(name, version) }] : [];
        }),
      };
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
