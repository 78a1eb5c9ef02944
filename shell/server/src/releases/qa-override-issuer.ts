import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { RegistryRefused } from '../store/refusals';
import { findVersionIn, recordAudit, type RegistryChange } from '../store/registry';
import { devUrlAllowed } from './qa-override-cookie';
import { QA_OVERRIDE_MAX_MS, signOverride } from './qa-override-token';

export type OverrideRequest = { remote: RemoteName; version?: string; devUrl?: string; minutes?: number };

export type IssuedOverride = { url: string; token: string; expiresAt: Date };

/** Hands out signed, expiring QA override links; each one is audited. */
export function createOverrideIssuer(options: {
  db: Sql;
  secret: string;
  siteUrl: string;
  allowedOrigins: readonly string[];
  /** A site on loopback: a dev URL may be on any loopback origin (dev-origins.ts). */
  loopbackDev?: boolean;
}) {
  return {
    async issue(request: OverrideRequest, change: RegistryChange, now = Date.now()): Promise<IssuedOverride> {
      const minutes = request.minutes ?? 60;
      if (!Number.isFinite(minutes) || minutes < 1 || minutes * 60_000 > QA_OVERRIDE_MAX_MS) {
        throw new RegistryRefused('an override lasts from 1 minute to 24 hours');
      }
      if (Boolean(request.version) === Boolean(request.devUrl))
        throw new RegistryRefused('an override names a version or a dev URL, not both');
      if (request.devUrl && !devUrlAllowed(request.devUrl, options.allowedOrigins, options.loopbackDev)) {
        throw new RegistryRefused(
          `${request.devUrl} is not on an allowed origin (${options.allowedOrigins.join(', ')}); add it to REMOTE_ORIGINS`,
        );
      }
      if (request.version && !(await findVersionIn(options.db, request.remote, request.version))) {
        throw new RegistryRefused(`${request.remote}@${request.version} is not published`);
      }
      const exp = now + Math.round(minutes * 60_000);
      const target = request.version ? { version: request.version } : { devUrl: request.devUrl as string };
      const token = signOverride(options.secret, { remote: request.remote, ...target, exp });
      await options.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ version: string }>(
          'SELECT version FROM platform.remote_active WHERE remote = $1',
          [request.remote],
        );
        await recordAudit(tx, {
          remote: request.remote,
          action: 'override',
          from: rows[0]?.version ?? null,
          to: request.version ?? (request.devUrl as string),
          actor: change.actor,
          reason: `${change.reason ? `${change.reason}; ` : ''}expires ${new Date(exp).toISOString()}`,
        });
      });
      return { url: `${options.siteUrl}/qa/override?token=${token}`, token, expiresAt: new Date(exp) };
    },
  };
}
