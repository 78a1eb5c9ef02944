import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { fakeBuild, fakeManifest } from './testing/remote-build';
import { sriOf } from './hash-build';
import { publishRemote, PublishRefused } from './publish';
import { createRegistry } from './registry';

describe.each(testDrivers())('publishing a remote on %s', (driver) => {
  let db: ClosableSql;
  let storeDir: string;
  beforeEach(async () => {
    db = await createTestDb(driver);
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
  });
  afterEach(() => db.close());

  const publish = (buildDir: string, version?: string) =>
    publishRemote(db, { remote: 'mf-search', buildDir, storeDir, publisher: 'test', ...(version ? { version } : {}) });

  it('copies the build to an immutable versioned path and records SHA-384 hashes and build info', async () => {
    const result = await publish(fakeBuild('mf-search'));
    expect(result).toMatchObject({ status: 'published', files: 5 });
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(readFileSync(path.join(storeDir, 'mf-search', result.version, 'remoteEntry.js'), 'utf8')).toBe(
      'var mf_search;',
    );
    const row = await createRegistry(db).findVersion('mf-search', result.version);
    expect(row?.files.find((f) => f.path === 'remoteEntry.js')?.integrity).toBe(sriOf(Buffer.from('var mf_search;')));
    expect(row?.build_info).toMatchObject({ remote: 'mf-search', contractsVersion: '1.0.0' });
  });

  it('gives a rebuild of the same code the same version (the build time is not content)', async () => {
    const first = await publish(fakeBuild('mf-search'));
    const again = await publish(fakeBuild('mf-search', { buildInfo: { builtAt: '2030-01-01T00:00:00Z' } }));
    expect(again).toMatchObject({ version: first.version, status: 'unchanged' });
  });

  it('refuses other content under an existing version (immutability)', async () => {
    await publish(fakeBuild('mf-search'), '2.0.0');
    await expect(publish(fakeBuild('mf-search', { entry: 'var mf_search = 2;' }), '2.0.0')).rejects.toThrow(
      'mf-search@2.0.0 is already published with other content; versions are immutable',
    );
  });

  const refusals: [string, (dir: string) => void, RegExp][] = [
    ['no manifest', (dir) => rmSync(path.join(dir, 'mf-manifest.json')), /has no mf-manifest.json/],
    [
      'an unparseable manifest',
      (dir) => writeFileSync(path.join(dir, 'mf-manifest.json'), '{not json'),
      /not valid JSON/,
    ],
    [
      'a manifest of another remote',
      (dir) => writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(fakeManifest('mf-shop'))),
      /names 'mf_shop', expected 'mf_search'/,
    ],
    [
      'exposes other than the contract declares',
      (dir) => {
        const manifest = fakeManifest('mf-search') as { exposes: { name: string }[] };
        manifest.exposes.push({ ...(manifest.exposes[0] as { name: string }), name: 'secret-island' });
        writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
      },
      /exposes \[search-box, secret-island\], the contract declares \[search-box\]/,
    ],
    [
      'a missing remote entry',
      (dir) => rmSync(path.join(dir, 'remoteEntry.js')),
      /remote entry that is not in the build/,
    ],
    [
      'a remote entry under another name (browsers load remoteEntry.js without the manifest)',
      (dir) => {
        const manifest = fakeManifest('mf-search') as { metaData: { remoteEntry: { name: string } } };
        manifest.metaData.remoteEntry.name = 'entry.js';
        writeFileSync(path.join(dir, 'entry.js'), 'var mf_search;');
        writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
      },
      /the remote entry is 'entry.js', expected 'remoteEntry.js'/,
    ],
    [
      'a missing chunk the manifest lists',
      (dir) => rmSync(path.join(dir, 'chunks/island.js')),
      /lists chunks\/island.js .* not in the build/,
    ],
    ['no build info', (dir) => rmSync(path.join(dir, 'build-info.json')), /has no build-info.json/],
    [
      'incompatible shared contracts',
      (dir) =>
        writeFileSync(
          path.join(dir, 'build-info.json'),
          JSON.stringify({ remote: 'mf-search', packageVersion: '1.0.0', contractsVersion: '2.0.0', builtAt: 'x' }),
        ),
      /built against shared-contracts 2.0.0, incompatible with the server's 1.0.0/,
    ],
  ];
  it.each(refusals)('refuses a build with %s', async (_name, breakIt, reason) => {
    const dir = fakeBuild('mf-search');
    breakIt(dir);
    const attempt = publish(dir);
    await expect(attempt).rejects.toBeInstanceOf(PublishRefused);
    await expect(attempt).rejects.toThrow(reason);
    expect(await createRegistry(db).versions('mf-search')).toEqual([]);
  });

  it('refuses shared singletons the shell cannot satisfy', async () => {
    const notSingleton = fakeBuild('mf-search', {
      shared: [{ name: 'react-dom/client', version: '19.3.1', singleton: false, requiredVersion: '^19.3.1' }],
    });
    await expect(publish(notSingleton)).rejects.toThrow(
      "shared 'react-dom/client' must be a singleton, as in the shell",
    );
    const newerReact = fakeBuild('mf-search', {
      shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }],
    });
    await expect(publish(newerReact)).rejects.toThrow(
      "shared 'react' requires ^20.0.0, the shell provides react@19.3.1",
    );
    const zod = fakeBuild('mf-search', {
      shared: [{ name: 'zod', version: '4.6.7', singleton: true, requiredVersion: '^4.6.7' }],
    });
    await expect(publish(zod)).resolves.toMatchObject({ status: 'published' });
  });

  it('accepts a workspace build without build info when the caller vouches for it (npm start)', async () => {
    const dir = fakeBuild('mf-search', { buildInfo: null });
    const localBuildInfo = { remote: 'mf-search', packageVersion: '1.0.0', contractsVersion: '1.0.0', builtAt: 'now' };
    await expect(
      publishRemote(db, { remote: 'mf-search', buildDir: dir, storeDir, publisher: 'npm-start', localBuildInfo }),
    ).resolves.toMatchObject({ status: 'published' });
  });
});
