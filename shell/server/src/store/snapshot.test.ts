import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { fakeBuild } from './testing/remote-build';
import { publishRemote } from './publish';
import { createRegistry } from './registry';
import { createSnapshots } from './snapshot';

describe('the page snapshot', () => {
  let db: ClosableSql;
  let storeDir: string;
  beforeEach(async () => {
    db = await createTestDb();
    storeDir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
    for (const version of ['1.0.0', '2.0.0']) {
      await publishRemote(db, {
        remote: 'mf-search',
        buildDir: fakeBuild('mf-search', { entry: `var v='${version}'` }),
        storeDir,
        version,
        publisher: 't',
      });
    }
  });
  afterEach(() => db.close());
  const snapshots = () => createSnapshots(db, { allowedOrigins: ['http://localhost:3000', 'http://localhost:3101'] });

  it('lists the active version with the SRI hash of every file the browser loads, and the allowed origins', async () => {
    const registry = createRegistry(db, storeDir);
    const service = snapshots();
    expect((await service.forRequest({ visitorId: 'v1' })).remotes).toEqual([]);
    await registry.activate('mf-search', '1.0.0', { actor: 'rm' });
    const snapshot = await service.forRequest({ visitorId: 'v1' });
    expect(snapshot.allowedOrigins).toEqual(['http://localhost:3000', 'http://localhost:3101']);
    const [remote] = snapshot.remotes;
    expect(remote).toMatchObject({
      name: 'mf-search',
      version: '1.0.0',
      channel: 'active',
      manifestUrl: '/remotes/mf-search/1.0.0/mf-manifest.json',
    });
    expect(Object.keys(remote?.integrity ?? {}).sort()).toEqual([
      'chunks/island.js',
      'chunks/react.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    // The same service sees a switch on the very next call: nothing about the live version is cached.
    await registry.activate('mf-search', '2.0.0', { actor: 'rm' });
    expect((await service.forRequest({ visitorId: 'v1' })).remotes[0]?.version).toBe('2.0.0');
  });

  it('honours a QA override for a version or a dev URL, for that request only', async () => {
    await createRegistry(db, storeDir).activate('mf-search', '2.0.0', { actor: 'rm' });
    const service = snapshots();
    const pinned = await service.forRequest({ visitorId: 'qa', override: { remote: 'mf-search', version: '1.0.0' } });
    expect(pinned.remotes[0]).toMatchObject({ version: '1.0.0', channel: 'override', integrity: expect.any(Object) });
    const dev = await service.forRequest({
      visitorId: 'qa',
      override: { remote: 'mf-search', devUrl: 'http://localhost:3101/mf-manifest.json' },
    });
    expect(dev.remotes[0]).toEqual({
      name: 'mf-search',
      version: 'dev',
      manifestUrl: 'http://localhost:3101/mf-manifest.json',
      channel: 'override',
    });
    expect((await service.forRequest({ visitorId: 'other' })).remotes[0]).toMatchObject({
      version: '2.0.0',
      channel: 'active',
    });
  });
});
