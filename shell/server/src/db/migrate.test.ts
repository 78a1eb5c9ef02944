import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, testDrivers } from '../../../../tools/testing/test-db';
import { listMigrations, migrate } from './migrate';
import type { ClosableSql } from './pglite-driver';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe.each(testDrivers())('data layer on %s', (driver) => {
  let db: ClosableSql;
  beforeEach(async () => {
    db = await createTestDb(driver);
  });
  afterEach(() => db.close());

  it('applies pending migrations in order, once', async () => {
    const dir = migrationsDir({
      '002-add-row.sql': "INSERT INTO demo.items (name) VALUES ('second');",
      '001-create.sql': 'CREATE SCHEMA demo; CREATE TABLE demo.items (id serial PRIMARY KEY, name text NOT NULL);',
    });
    expect(await migrate(db, [{ slice: 'demo', dir }])).toEqual(['demo/001-create.sql', 'demo/002-add-row.sql']);
    expect(await migrate(db, [{ slice: 'demo', dir }])).toEqual([]);
    expect((await db.query('SELECT name FROM demo.items')).rows).toEqual([{ name: 'second' }]);
  });

  it('rolls back a failing migration whole and records nothing', async () => {
    const dir = migrationsDir({
      '001-bad.sql': 'CREATE SCHEMA broken; CREATE TABLE broken.t (id int); SELECT nope FROM nowhere;',
    });
    await expect(migrate(db, [{ slice: 'broken', dir }])).rejects.toThrow();
    expect((await db.query("SELECT 1 FROM information_schema.schemata WHERE schema_name = 'broken'")).rows).toEqual([]);
    expect((await db.query("SELECT 1 FROM platform.migrations WHERE slice = 'broken'")).rows).toEqual([]);
  });

  it('runs transactions that commit together or not at all', async () => {
    await db.exec('CREATE TABLE platform.tx_demo (n int)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO platform.tx_demo VALUES ($1)', [1]);
      await tx.query('INSERT INTO platform.tx_demo VALUES ($1)', [2]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO platform.tx_demo VALUES ($1)', [3]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query<{ n: number }>('SELECT n FROM platform.tx_demo ORDER BY n')).rows.map((r) => r.n)).toEqual([
      1, 2,
    ]);
  });

  it('refuses a misnamed migration file', () => {
    expect(() => listMigrations(migrationsDir({ 'create.sql': 'SELECT 1' }))).toThrow(/NNN-name\.sql/);
  });
});
