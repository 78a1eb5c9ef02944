import type { ClosableSql } from './pglite-driver';
import { writeCountOf } from './write-count';
import { createPgliteTestDb } from '../../../../tools/testing/test-db';

/** The worker-thread driver behaves as the in-thread one: the server runs on it (issue 10). */
describe('PGlite on a worker thread', () => {
  let db: ClosableSql;
  beforeAll(async () => {
    db = await createPgliteTestDb('worker');
    await db.exec('CREATE TABLE thread_t (id int PRIMARY KEY, at timestamptz, big bigint, doc jsonb, raw bytea)');
  }, 60_000);
  afterAll(() => db.close());

  it('answers queries with parameters and keeps PostgreSQL types', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    await db.query('INSERT INTO thread_t VALUES ($1, $2, $3, $4, $5)', [
      1,
      at,
      '9007199254740993',
      { a: [1] },
      Buffer.from('hi'),
    ]);
    const { rows } = await db.query<{ at: Date; big: string; doc: unknown; raw: Uint8Array }>(
      'SELECT at, big::text AS big, doc, raw FROM thread_t WHERE id = $1',
      [1],
    );
    expect(rows[0]?.at).toEqual(at);
    expect(rows[0]?.big).toBe('9007199254740993');
    expect(rows[0]?.doc).toEqual({ a: [1] });
    expect(Buffer.from(rows[0]?.raw ?? []).toString()).toBe('hi');
  });

  it('passes a database error with its code, and keeps serving', async () => {
    await expect(db.query('INSERT INTO thread_t (id) VALUES (1)')).rejects.toMatchObject({
      code: '23505',
      message: expect.stringContaining('duplicate key'),
    });
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction whole, rolls a failed one back, and makes other statements wait for it', async () => {
    const order: string[] = [];
    const tx = db.transaction(async (sql) => {
      await sql.query('INSERT INTO thread_t (id) VALUES (2)');
      order.push('tx insert');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('tx end');
    });
    const outside = db.query('SELECT count(*)::int AS n FROM thread_t').then((r) => {
      order.push('outside read');
      return r.rows[0];
    });
    await tx;
    expect(await outside).toEqual({ n: 2 });
    expect(order).toEqual(['tx insert', 'tx end', 'outside read']);
    await expect(
      db.transaction(async (sql) => {
        await sql.query('INSERT INTO thread_t (id) VALUES (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await db.query('SELECT id FROM thread_t WHERE id = 3')).rows).toEqual([]);
  });

  it('counts writes as the in-thread driver does (the page cache reads it)', async () => {
    const count = writeCountOf(db);
    expect(count).toBeDefined();
    const before = count?.() ?? 0;
    await db.query('SELECT 1');
    await db.query('UPDATE thread_t SET big = 1 WHERE id = 999');
    expect(count?.()).toBe(before);
    await db.query('UPDATE thread_t SET big = 1 WHERE id = 1');
    expect(count?.()).toBe(before + 1);
  });

  it('refuses work after close with a clear error', async () => {
    const other = await createPgliteTestDb('worker');
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow(/database thread/);
  }, 60_000);
});
