import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { fakeBuild } from './testing/remote-build';
import { publishRemote } from './publish';
import { createRegistry, RegistryRefused } from './registry';

describe.each(testDrivers())('release registry on %s', (driver) => {
  let db: ClosableSql;
  let storeDir: string;
  beforeEach(async () => {
    db = await createTestDb(driver);
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
    for (const version of ['1.0.0', '1.1.0']) {
      await publishRemote(db, {
        remote: 'mf-shop',
        buildDir: fakeBuild('mf-shop', { entry: `var v='${version}'` }),
        storeDir,
        version,
        publisher: 'team-shop',
      });
    }
  });
  afterEach(() => db.close());
  const stored = (version: string, file: string) => path.join(storeDir, 'mf-shop', version, file);

  it('records who changed what, from which version to which, and why', async () => {
    const registry = createRegistry(db, storeDir);
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
    const registry = createRegistry(db, storeDir);
    await registry.activate('mf-shop', '1.0.0', { actor: 'rm' });
    await expect(registry.rollback('mf-shop', { actor: 'rm' })).rejects.toBeInstanceOf(RegistryRefused);
    await registry.activate('mf-shop', '1.1.0', { actor: 'rm' });
    await expect(registry.rollback('mf-shop', { actor: 'rm', reason: 'checkout broken' })).resolves.toEqual({
      from: '1.1.0',
      to: '1.0.0',
    });
    expect((await registry.activeVersions()).get('mf-shop')).toBe('1.0.0');
    expect((await registry.audit('mf-shop', 1))[0]).toMatchObject({
      action: 'rollback',
      from_version: '1.1.0',
      to_version: '1.0.0',
      reason: 'checkout broken',
    });
  });

  it('refuses to activate a version that was never published', async () => {
    await expect(createRegistry(db, storeDir).activate('mf-shop', '9.9.9', { actor: 'rm' })).rejects.toThrow(
      'mf-shop@9.9.9 is not published',
    );
  });

  const broken: [string, (s: typeof stored) => void | Promise<void>, RegExp][] = [
    ['a file is missing', (s) => rmSync(s('1.1.0', 'chunks/island.js')), /chunks\/island.js is missing from the store/],
    [
      'a file changed by one byte',
      (s) => appendFileSync(s('1.1.0', 'remoteEntry.js'), ' '),
      /remoteEntry.js does not match its recorded hash/,
    ],
  ];
  it.each(broken)('refuses activation when %s, and keeps the current version', async (_name, breakIt, reason) => {
    const registry = createRegistry(db, storeDir);
    await registry.activate('mf-shop', '1.0.0', { actor: 'rm' });
    await breakIt(stored);
    await expect(registry.activate('mf-shop', '1.1.0', { actor: 'rm' })).rejects.toThrow(reason);
    expect((await registry.activeVersions()).get('mf-shop')).toBe('1.0.0');
  });

  it('refuses activation when the stored manifest is invalid', async () => {
    // The manifest is a recorded file too: break it and re-record its hash, so only the manifest check can object.
    writeFileSync(stored('1.1.0', 'mf-manifest.json'), '{"name":"mf_shop"}');
    const { sriOf } = await import('./hash-build');
    const { readFileSync } = await import('node:fs');
    const integrity = sriOf(readFileSync(stored('1.1.0', 'mf-manifest.json')));
    const row = await createRegistry(db).findVersion('mf-shop', '1.1.0');
    const files = row?.files.map((f) => (f.path === 'mf-manifest.json' ? { ...f, integrity } : f));
    await db.query("UPDATE platform.remote_versions SET files = $1 WHERE remote = 'mf-shop' AND version = '1.1.0'", [
      JSON.stringify(files),
    ]);
    await expect(createRegistry(db, storeDir).activate('mf-shop', '1.1.0', { actor: 'rm' })).rejects.toThrow(
      /1.1.0 failed its health check: mf-manifest.json is not a federation manifest/,
    );
  });

  it('refuses activation when the contracts it was built against no longer fit the server', async () => {
    await db.query(
      `UPDATE platform.remote_versions SET build_info = jsonb_set(build_info, '{contractsVersion}', '"2.0.0"') WHERE version = '1.1.0'`,
    );
    await expect(createRegistry(db, storeDir).activate('mf-shop', '1.1.0', { actor: 'rm' })).rejects.toThrow(
      /built against shared-contracts 2.0.0, incompatible with the server's 1.0.0/,
    );
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(db.query("UPDATE platform.remote_audit SET actor = 'mallory'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM platform.remote_audit')).rejects.toThrow(/append-only/);
    await expect(db.exec('TRUNCATE platform.remote_audit')).rejects.toThrow(/append-only/);
    expect((await createRegistry(db).audit()).length).toBe(2);
  });
});
