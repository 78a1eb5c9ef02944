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
    async activate(remote: RemoteName, version: string): Promise<void> {
      await db.query(
        `INSERT INTO platform.remote_active (remote, version) VALUES ($1, $2)
         ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, activated_at = now()`,
        [remote, version],
      );
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
