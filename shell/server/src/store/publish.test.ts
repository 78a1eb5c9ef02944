import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { sriOf } from './hash-build';
import { publishRemote, PublishRefused } from './publish';
import { createRegistry } from './registry';

function fakeBuild(entryContent = 'var mf_search;'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), entryContent);
  writeFileSync(path.join(dir, 'chunks/a.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_search', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  return dir;
}

describe.each(testDrivers())('remote store on %s', (driver) => {
  let db: ClosableSql;
  let storeDir: string;
  beforeEach(async () => {
    db = await createTestDb(driver);
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
  });
  afterEach(() => db.close());

  const publish = (buildDir: string, version?: string) =>
    publishRemote(db, { remote: 'mf-search', buildDir, storeDir, packageVersion: '1.0.0', publisher: 'test', ...(version ? { version } : {}) });

  it('copies the build to an immutable versioned path and records SHA-384 hashes', async () => {
    const build = fakeBuild();
    const result = await publish(build);
    expect(result).toMatchObject({ status: 'published', files: 3 });
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    const stored = path.join(storeDir, 'mf-search', result.version, 'remoteEntry.js');
    expect(readFileSync(stored, 'utf8')).toBe('var mf_search;');
    const row = await createRegistry(db).findVersion('mf-search', result.version);
    expect(row?.files.find((f) => f.path === 'remoteEntry.js')?.integrity).toBe(sriOf(Buffer.from('var mf_search;')));
  });

  it('is a no-op for the same content and refuses other content under an existing version', async () => {
    const first = await publish(fakeBuild(), '2.0.0');
    expect((await publish(fakeBuild(), '2.0.0')).status).toBe('unchanged');
    await expect(publish(fakeBuild('var mf_search = 2;'), first.version)).rejects.toThrow(/immutable/);
  });

  it('refuses a build without a valid manifest', async () => {
    const build = fakeBuild();
    writeFileSync(path.join(build, 'mf-manifest.json'), '{not json');
    await expect(publish(build)).rejects.toBeInstanceOf(PublishRefused);
    writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'mf_shop', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
    await expect(publish(build)).rejects.toThrow(/expected 'mf_search'/);
  });

  it('activates a version and puts it in the page snapshot', async () => {
    const registry = createRegistry(db);
    expect((await registry.snapshot()).remotes).toEqual([]);
    const { version } = await publish(fakeBuild());
    await registry.activate('mf-search', version, { actor: 'test' });
    expect((await registry.snapshot()).remotes).toEqual([
      { name: 'mf-search', version, manifestUrl: `/remotes/mf-search/${version}/mf-manifest.json` },
    ]);
  });
});
