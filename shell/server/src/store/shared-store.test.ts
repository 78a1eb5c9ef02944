import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { fakeBuild } from './testing/remote-build';
import { sriOf } from './hash-build';
import { publishRemote } from './publish';
import { createRegistry } from './registry';
import { ensureLocalCopy, StoreCopyCorrupt } from './shared-store';

describe.each(testDrivers())('the shared remote store on %s', (driver) => {
  let db: ClosableSql;
  beforeEach(async () => {
    db = await createTestDb(driver);
  });
  afterEach(() => db.close());

  const temp = () => mkdtempSync(path.join(os.tmpdir(), 'store-'));

  it('gives a process that did not publish a version the same bytes, and lets it activate the version', async () => {
    const publishedHere = temp();
    const elsewhere = temp();
    const { version } = await publishRemote(db, {
      remote: 'mf-search',
      buildDir: fakeBuild('mf-search'),
      storeDir: publishedHere,
      publisher: 'test',
    });
    // The other process activates it: its registry copies the version out of the database first.
    await createRegistry(db, elsewhere).activate('mf-search', version, { actor: 'test' });
    const copied = readFileSync(path.join(elsewhere, 'mf-search', version, 'remoteEntry.js'));
    expect(sriOf(copied)).toBe(sriOf(readFileSync(path.join(publishedHere, 'mf-search', version, 'remoteEntry.js'))));
  });

  it('writes nothing when the stored bytes do not match their recorded hash', async () => {
    const { version } = await publishRemote(db, {
      remote: 'mf-search',
      buildDir: fakeBuild('mf-search'),
      storeDir: temp(),
      publisher: 'test',
    });
    await db.query(
      "UPDATE platform.remote_files SET content = $1 WHERE remote = 'mf-search' AND path = 'remoteEntry.js'",
      [Buffer.from('tampered')],
    );
    const row = await createRegistry(db).findVersion('mf-search', version);
    const elsewhere = temp();
    if (!row) throw new Error('not published');
    await expect(ensureLocalCopy(db, elsewhere, row)).rejects.toThrow(StoreCopyCorrupt);
    expect(existsSync(path.join(elsewhere, 'mf-search', version))).toBe(false);
  });
});
