import { createTestDb, postgresAvailable } from '../../../../tools/testing/test-db';
import { localWriteCountOf, writeCountOf } from './write-count';

describe('the write count of a database this process alone writes (PGlite)', () => {
  it('moves on every statement that may write, and not on reads or changes that changed no row', async () => {
    const db = await createTestDb('pglite');
    const count = writeCountOf(db);
    if (!count) throw new Error('PGlite should count its writes');
    try {
      await db.exec('CREATE TEMP TABLE t (n int)');
      const start = count();
      await db.query('SELECT 1');
      await db.query('  select n from t');
      expect(count()).toBe(start);
      await db.query('INSERT INTO t VALUES (1)');
      expect(count()).toBe(start + 1);
      await db.query('WITH x AS (DELETE FROM t RETURNING n) SELECT count(*) FROM x');
      expect(count()).toBe(start + 2);
      // A polled job queue: an update that matched nothing changed nothing.
      await db.query('UPDATE t SET n = 3 WHERE n = 42');
      await db.query('DELETE FROM t WHERE n = 42');
      expect(count()).toBe(start + 2);
      await db.query('INSERT INTO t VALUES (1)');
      expect(count()).toBe(start + 3);
      let inside = 0;
      await db.transaction(async (tx) => {
        await tx.query('UPDATE t SET n = 2');
        inside = count();
      });
      // Counted once the transaction ended, so a re-read on the count sees it whole.
      expect(inside).toBe(start + 3);
      expect(count()).toBe(start + 4);
      await db.transaction(async (tx) => {
        await tx.query('SELECT n FROM t');
        await tx.query('UPDATE t SET n = 5 WHERE n = 42');
      });
      expect(count()).toBe(start + 4);
    } finally {
      await db.close();
    }
  });
});

(postgresAvailable() ? describe : describe.skip)('the write count on a shared PostgreSQL', () => {
  it("counts this process's own writes only, and is not taken for every write", async () => {
    const db = await createTestDb('postgres');
    try {
      // Other processes write too: nothing may trust it as the whole story.
      expect(writeCountOf(db)).toBeUndefined();
      const count = localWriteCountOf(db);
      if (!count) throw new Error('PostgreSQL should count this process writes');
      await db.exec('CREATE TEMP TABLE t (n int)');
      const start = count();
      await db.query('SELECT 1');
      expect(count()).toBe(start);
      await db.query('INSERT INTO t VALUES (1)');
      await db.batch((batch) => batch.query('CREATE TABLE IF NOT EXISTS write_count_probe (n int)'));
      expect(count()).toBe(start + 2);
    } finally {
      await db.close();
    }
  });
});
