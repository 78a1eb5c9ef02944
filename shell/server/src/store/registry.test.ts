import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { publishRemote } from './publish';
import { createRegistry, RegistryRefused } from './registry';

function build(content: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), content);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_shop', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  return dir;
}

describe.each(testDrivers())('release registry on %s', (driver) => {
  let db: ClosableSql;
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
  beforeEach(async () => {
    db = await createTestDb(driver);
    for (const version of ['1.0.0', '1.1.0']) {
      await publishRemote(db, { remote: 'mf-shop', buildDir: build(`var v='${version}'`), storeDir, version, packageVersion: version, publisher: 'team-shop' });
    }
  });
  afterEach(() => db.close());

  it('records who changed what, from which version to which, and why', async () => {
    const registry = createRegistry(db);
    await registry.activate('mf-shop', '1.0.0', { actor: 'rm-alice', reason: 'first release' });
    await registry.activate('mf-shop', '1.1.0', { actor: 'rm-bob', reason: 'new side cart' });
    const rows = await registry.audit('mf-shop');
    expect(rows.map((r) => [r.actor, r.action, r.from_version, r.to_version, r.reason])).toEqual([
      ['rm-bob', 'activate', '1.0.0', '1.1.0', 'new side cart'],
      ['rm-alice', 'activate', null, '1.0.0', 'first release'],
      ['team-shop', 'publish', null, '1.1.0', ''],
      ['team-shop', 'publish', null, '1.0.0', ''],
    ]);
  });

  it('rolls back to the previously active version in one step, and refuses when there is none', async () => {
    const registry = createRegistry(db);
    await registry.activate('mf-shop', '1.0.0', { actor: 'rm' });
    await expect(registry.rollback('mf-shop', { actor: 'rm' })).rejects.toBeInstanceOf(RegistryRefused);
    await registry.activate('mf-shop', '1.1.0', { actor: 'rm' });
    await expect(registry.rollback('mf-shop', { actor: 'rm', reason: 'checkout broken' })).resolves.toEqual({ from: '1.1.0', to: '1.0.0' });
    expect((await registry.activeVersions()).get('mf-shop')).toBe('1.0.0');
    expect((await registry.audit('mf-shop', 1))[0]).toMatchObject({ action: 'rollback', from_version: '1.1.0', to_version: '1.0.0', reason: 'checkout broken' });
  });

  it('refuses to activate a version that was never published', async () => {
    await expect(createRegistry(db).activate('mf-shop', '9.9.9', { actor: 'rm' })).rejects.toThrow('mf-shop@9.9.9 is not published');
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(db.query("UPDATE platform.remote_audit SET actor = 'mallory'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM platform.remote_audit')).rejects.toThrow(/append-only/);
    await expect(db.exec('TRUNCATE platform.remote_audit')).rejects.toThrow(/append-only/);
    expect((await createRegistry(db).audit()).length).toBe(2);
  });
});
