import { createHash, randomBytes } from 'node:crypto';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';

export type DeployTokenRow = {
  id: number;
  remote: RemoteName;
  label: string;
  created_by: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
};

/** Who holds a live deploy token: the one remote it may publish (and mint dev overrides for). */
export type DeployTokenOwner = { id: number; remote: RemoteName; label: string };

// A recognisable prefix so a leaked token is easy to find in logs and secret scanners.
const PREFIX = 'rdt_';

/** Tokens have 256 random bits, so a fast hash is enough; only the hash is stored. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Per-remote deploy tokens for team pipelines (`POST /api/remotes/:remote/versions`). */
export function createDeployTokens(db: Sql) {
  return {
    /** The token is returned once, here; the database keeps only its hash. */
    async create(remote: RemoteName, label: string, createdBy: string): Promise<{ id: number; token: string }> {
      const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO platform.remote_deploy_tokens (remote, token_hash, label, created_by) VALUES ($1, $2, $3, $4) RETURNING id',
        [remote, hashOf(token), label, createdBy],
      );
      return { id: Number(rows[0]?.id), token };
    },
    async revoke(id: number): Promise<boolean> {
      const { rows } = await db.query(
        'UPDATE platform.remote_deploy_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },
    async list(): Promise<DeployTokenRow[]> {
      const { rows } = await db.query<DeployTokenRow>(
        'SELECT id, remote, label, created_by, created_at, revoked_at FROM platform.remote_deploy_tokens ORDER BY id',
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
    /** The remote a live token may publish (and its id and label, for the audit log), or null for an unknown or revoked one. */
    async remoteOf(token: string): Promise<DeployTokenOwner | null> {
      if (!token.startsWith(PREFIX)) return null;
      const { rows } = await db.query<DeployTokenOwner>(
        'SELECT id, remote, label FROM platform.remote_deploy_tokens WHERE token_hash = $1 AND revoked_at IS NULL',
        [hashOf(token)],
      );
      const row = rows[0];
      return row ? { ...row, id: Number(row.id) } : null;
    },
  };
}

export type DeployTokens = ReturnType<typeof createDeployTokens>;
