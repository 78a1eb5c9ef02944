import { changeVersions } from './version-signal';
import { createHash } from 'node:crypto';
import type { RemoteName, Sql } from '@site/shared-contracts/platform';
import { RegistryRefused } from './refusals';
import { currentActive, recordAudit, type Registry, type RegistryChange } from './registry';

export type CanaryRow = { remote: RemoteName; version: string; percent: number; started_at: Date | string };

/**
 * A visitor's bucket for one remote, 0..99: a hash of the visitor id and the remote, so it never changes
 * for a browser (sticky), differs between remotes, and widening the percent only adds visitors.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

export function inCanary(visitorId: string, remote: string, percent: number): boolean {
  return canaryBucket(visitorId, remote) < percent;
}

function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RegistryRefused(`a canary percent is a whole number from 1 to 99, not ${String(percent)}`);
  }
}

async function currentCanary(tx: Sql, remote: RemoteName): Promise<CanaryRow | null> {
  const { rows } = await tx.query<CanaryRow>(
    'SELECT remote, version, percent, started_at FROM platform.remote_canary WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return rows[0] ?? null;
}

/** Start, widen (or narrow) and stop a canary; each step is audited with its percent. */
export function createCanaries(db: Sql, registry: Registry) {
  return {
    async list(): Promise<Map<RemoteName, CanaryRow>> {
      const { rows } = await db.query<CanaryRow>(
        'SELECT remote, version, percent, started_at FROM platform.remote_canary',
      );
      return new Map(rows.map((r) => [r.remote, r]));
    },
    async start(remote: RemoteName, version: string, percent: number, change: RegistryChange): Promise<void> {
      checkPercent(percent);
      await changeVersions(db, async (tx) => {
        await registry.checkHealthy(tx, remote, version);
        const active = await currentActive(tx, remote);
        if (!active)
          throw new RegistryRefused(`${remote} has no active version to compare a canary with; activate one first`);
        if (active === version) throw new RegistryRefused(`${remote}@${version} is already the active version`);
        const running = await currentCanary(tx, remote);
        if (running)
          throw new RegistryRefused(
            `${remote} already has a canary (${running.version} at ${running.percent}%); widen or stop it`,
          );
        await tx.query('INSERT INTO platform.remote_canary (remote, version, percent) VALUES ($1, $2, $3)', [
          remote,
          version,
          percent,
        ]);
        await recordAudit(tx, {
          remote,
          action: 'canary-start',
          from: active,
          to: version,
          canaryPercent: percent,
          ...change,
        });
      });
    },
    async widen(remote: RemoteName, percent: number, change: RegistryChange): Promise<{ from: number }> {
      checkPercent(percent);
      return changeVersions(db, async (tx) => {
        const running = await currentCanary(tx, remote);
        if (!running) throw new RegistryRefused(`${remote} has no canary running`);
        if (running.percent === percent) return { from: percent };
        await tx.query('UPDATE platform.remote_canary SET percent = $2 WHERE remote = $1', [remote, percent]);
        const active = await currentActive(tx, remote);
        await recordAudit(tx, {
          remote,
          action: 'canary-widen',
          from: active,
          to: running.version,
          canaryPercent: percent,
          ...change,
        });
        return { from: running.percent };
      });
    },
    async stop(remote: RemoteName, change: RegistryChange): Promise<{ version: string }> {
      return changeVersions(db, async (tx) => {
        const running = await currentCanary(tx, remote);
        if (!running) throw new RegistryRefused(`${remote} has no canary running`);
        await tx.query('DELETE FROM platform.remote_canary WHERE remote = $1', [remote]);
        const active = (await currentActive(tx, remote)) ?? running.version;
        await recordAudit(tx, {
          remote,
          action: 'canary-stop',
          from: running.version,
          to: active,
          canaryPercent: 0,
          ...change,
        });
        return { version: running.version };
      });
    },
  };
}

export type Canaries = ReturnType<typeof createCanaries>;
