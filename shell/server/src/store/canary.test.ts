import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { canaryBucket, createCanaries, inCanary } from './canary';
import { fakeBuild } from './testing/remote-build';
import { publishRemote } from './publish';
import { createRegistry } from './registry';
import { createSnapshots } from './snapshot';

const visitors = Array.from({ length: 10_000 }, () => randomBytes(18).toString('base64url'));

describe('canary bucketing', () => {
  it.each([1, 5, 10, 25, 50, 90])('puts %i%% of 10 000 visitors in the canary, within 2 points', (percent) => {
    const share = visitors.filter((id) => inCanary(id, 'mf-search', percent)).length / visitors.length;
    expect(Math.abs(share * 100 - percent)).toBeLessThanOrEqual(2);
  });

  it('is sticky: the same visitor gets the same bucket, and widening only adds visitors', () => {
    expect(visitors.slice(0, 100).map((id) => canaryBucket(id, 'mf-shop'))).toEqual(
      visitors.slice(0, 100).map((id) => canaryBucket(id, 'mf-shop')),
    );
    const at10 = visitors.filter((id) => inCanary(id, 'mf-shop', 10));
    expect(at10.every((id) => inCanary(id, 'mf-shop', 30))).toBe(true);
  });

  it('draws buckets independently per remote', () => {
    const both =
      visitors.filter((id) => inCanary(id, 'mf-shop', 50) && inCanary(id, 'mf-search', 50)).length / visitors.length;
    expect(Math.abs(both * 100 - 25)).toBeLessThanOrEqual(2);
  });
});

describe.each(testDrivers())('canaries on %s', (driver) => {
  let db: ClosableSql;
  let storeDir: string;
  beforeEach(async () => {
    db = await createTestDb(driver);
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
    for (const version of ['1.0.0', '2.0.0']) {
      await publishRemote(db, {
        remote: 'mf-search',
        buildDir: fakeBuild('mf-search', { entry: `var v='${version}'` }),
        storeDir,
        version,
        publisher: 'team-search',
      });
    }
    await createRegistry(db, storeDir).activate('mf-search', '1.0.0', { actor: 'rm' });
  });
  afterEach(() => db.close());

  it('serves the canary to its share of visitors, sticky, widened, stopped, each step audited', async () => {
    const registry = createRegistry(db, storeDir);
    const canaries = createCanaries(db, registry);
    const snapshots = createSnapshots(db, { allowedOrigins: ['http://localhost:3000'] });
    const versionFor = async (visitorId: string) =>
      (await snapshots.forRequest({ visitorId })).remotes.find((r) => r.name === 'mf-search');
    const sample = visitors.slice(0, 400);

    await canaries.start('mf-search', '2.0.0', 10, { actor: 'rm', reason: 'try new ranking' });
    const served = await Promise.all(sample.map(versionFor));
    const inCanaryNow = sample.filter((_, i) => served[i]?.version === '2.0.0');
    expect(served.filter((r) => r?.channel === 'canary').length).toBe(inCanaryNow.length);
    expect(inCanaryNow).toEqual(sample.filter((id) => inCanary(id, 'mf-search', 10)));

    await canaries.widen('mf-search', 40, { actor: 'rm' });
    const widened = await Promise.all(inCanaryNow.map(versionFor));
    expect(widened.every((r) => r?.version === '2.0.0')).toBe(true);

    await canaries.stop('mf-search', { actor: 'rm', reason: 'enough data' });
    expect(
      (await Promise.all(inCanaryNow.map(versionFor))).every((r) => r?.version === '1.0.0' && r.channel === 'active'),
    ).toBe(true);

    const audit = (await registry.audit('mf-search', 3)).map((r) => [
      r.action,
      r.from_version,
      r.to_version,
      r.canary_percent,
      r.reason,
    ]);
    expect(audit).toEqual([
      ['canary-stop', '2.0.0', '1.0.0', 0, 'enough data'],
      ['canary-widen', '1.0.0', '2.0.0', 40, ''],
      ['canary-start', '1.0.0', '2.0.0', 10, 'try new ranking'],
    ]);
  });

  it('refuses a bad percent, a second canary, the active version and widening nothing', async () => {
    const canaries = createCanaries(db, createRegistry(db, storeDir));
    await expect(canaries.start('mf-search', '2.0.0', 0, { actor: 'rm' })).rejects.toThrow(/1 to 99/);
    await expect(canaries.start('mf-search', '2.0.0', 100, { actor: 'rm' })).rejects.toThrow(/1 to 99/);
    await expect(canaries.start('mf-search', '1.0.0', 5, { actor: 'rm' })).rejects.toThrow(
      /already the active version/,
    );
    await expect(canaries.widen('mf-search', 20, { actor: 'rm' })).rejects.toThrow(/no canary running/);
    await canaries.start('mf-search', '2.0.0', 5, { actor: 'rm' });
    await expect(canaries.start('mf-search', '2.0.0', 5, { actor: 'rm' })).rejects.toThrow(/already has a canary/);
  });

  it('ends the canary when its version is activated for everyone', async () => {
    const registry = createRegistry(db, storeDir);
    const canaries = createCanaries(db, registry);
    await canaries.start('mf-search', '2.0.0', 5, { actor: 'rm' });
    await registry.activate('mf-search', '2.0.0', { actor: 'rm' });
    expect((await canaries.list()).size).toBe(0);
    expect((await registry.audit('mf-search', 2)).map((r) => r.action)).toEqual(['activate', 'canary-stop']);
  });
});
