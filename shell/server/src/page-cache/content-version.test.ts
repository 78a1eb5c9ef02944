import { copyPostgresTemplate, createTestDb, postgresAvailable } from '../../../../tools/testing/test-db';
import type { ClosableSql } from '../db/pglite-driver';
import { openPostgres } from '../db/postgres-driver';
import type { SiteSignals } from '../scale/site-signals';
import { createContentVersion, type ContentVersion } from './content-version';

/** Signals between the processes of one test: what one publishes, the others hear. */
function signalBus() {
  const listeners = new Set<() => void>();
  const published: string[] = [];
  const signals = (): SiteSignals => ({
    publish: async (topic) => {
      published.push(topic);
      if (topic === 'content') for (const listener of listeners) listener();
    },
    on: (topic, listener) => {
      if (topic === 'content') listeners.add(listener);
    },
    close: async () => {},
  });
  return { signals, published };
}

const onPostgres = postgresAvailable() ? describe : describe.skip;

onPostgres('content tokens on a shared PostgreSQL kept in memory', () => {
  let mine: ClosableSql;
  let theirs: ClosableSql;
  let drop: () => Promise<void>;
  let reads = 0;
  const reader = async (db: { query: ClosableSql['query'] }) => {
    reads += 1;
    const { rows } = await db.query<{ v: number }>('SELECT v FROM version_probe');
    return String(rows[0]?.v);
  };
  const versions: ContentVersion[] = [];
  const open = (db: ClosableSql, signals?: SiteSignals, checkEveryMs = 60_000) => {
    const version = createContentVersion(db, [{ contentVersion: reader }], signals, checkEveryMs);
    versions.push(version);
    return version;
  };
  const bump = (db: ClosableSql) => db.query('UPDATE version_probe SET v = v + 1');

  beforeAll(async () => {
    const copy = await copyPostgresTemplate();
    drop = copy.drop;
    // Two processes' pools on one database: each counts only its own writes.
    mine = openPostgres(copy.url.toString(), 2);
    theirs = openPostgres(copy.url.toString(), 2);
    await mine.exec('CREATE TABLE version_probe (v int); INSERT INTO version_probe VALUES (1)');
  });
  afterAll(async () => {
    for (const version of versions) version.close();
    await Promise.all([mine?.close(), theirs?.close()]);
    await drop?.();
  });

  it('answers lookups from memory: no query per cache hit', async () => {
    const version = open(mine);
    expect(await version.current()).toBe('1');
    const before = reads;
    for (let i = 0; i < 50; i++) {
      expect(version.peek()).not.toBeNull();
      await version.current();
    }
    expect(reads).toBe(before);
  });

  it("re-reads after this process's own write, at once", async () => {
    const version = open(mine);
    const first = await version.current();
    await bump(mine);
    expect(version.peek()).toBeNull();
    expect(await version.current()).not.toBe(first);
  });

  it("re-reads after another process's write when it says so, and tells others of its own", async () => {
    const bus = signalBus();
    const here = open(mine, bus.signals());
    const there = open(theirs, bus.signals());
    const first = await here.current();
    await there.current();
    await bump(theirs);
    // Not heard of yet: still the tokens in memory.
    expect(here.peek()).toBe(first);
    await there.changedHere();
    expect(bus.published).toEqual(['content']);
    expect(here.peek()).toBeNull();
    expect(await here.current()).not.toBe(first);
  });

  it('sees a write nobody announced (a command, a lost signal) within the periodic check', async () => {
    const version = open(mine, signalBus().signals(), 50);
    const first = await version.current();
    await bump(theirs);
    const deadline = Date.now() + 5_000;
    while ((await version.current()) === first && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await version.current()).not.toBe(first);
  });
});

describe('content tokens on PGlite (this process alone writes)', () => {
  it('publishes nothing: there is no other process to tell', async () => {
    const db = await createTestDb('pglite');
    const bus = signalBus();
    const version = createContentVersion(db, [{ contentVersion: async () => 'x' }], bus.signals());
    try {
      expect(await version.current()).toBe('x');
      expect(version.peek()).toBe('x');
      await version.changedHere();
      expect(bus.published).toEqual([]);
    } finally {
      version.close();
      await db.close();
    }
  });
});
