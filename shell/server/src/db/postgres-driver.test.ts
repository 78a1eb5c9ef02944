import pg from 'pg';
import { createPostgresTestDb, postgresAvailable, TEMPLATE_ENV } from '../../../../tools/testing/test-db';

const describeOnServer = postgresAvailable() ? describe : describe.skip;
if (!postgresAvailable()) console.warn('PostgreSQL is not reachable: the server-driver resilience test is skipped.');

describeOnServer('PostgreSQL driver', () => {
  it('survives the server ending an idle connection and keeps answering', async () => {
    const db = await createPostgresTestDb();
    const admin = new pg.Client({ connectionString: process.env[TEMPLATE_ENV.postgresAdminUrl] });
    await admin.connect();
    try {
      const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Another session ends ours while it sits idle in the pool, as a restart or an administrator would.
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(again.rows).toEqual([{ ok: 1 }]);
    } finally {
      await admin.end();
      await db.close();
    }
  });

  it('rejects the transaction, without crashing, when its connection is ended mid-way', async () => {
    const db = await createPostgresTestDb();
    const admin = new pg.Client({ connectionString: process.env[TEMPLATE_ENV.postgresAdminUrl] });
    await admin.connect();
    try {
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
          await tx.query('SELECT 1');
        }),
      ).rejects.toThrow();
      expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await admin.end();
      await db.close();
    }
  });

  it('prepares what it runs again, and runs on when a table changes shape under a prepared statement', async () => {
    const db = await createPostgresTestDb();
    try {
      await db.exec('CREATE TABLE shape_test (id int); INSERT INTO shape_test VALUES (1)');
      // A pool of 4: every connection prepares it at least once before the table changes.
      for (let i = 0; i < 8; i++) expect((await db.query('SELECT * FROM shape_test')).rows).toEqual([{ id: 1 }]);
      const prepared = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%FROM shape_test%'",
      );
      expect(prepared.rows[0]?.n).toBeGreaterThan(0);
      // Another process's migration: PostgreSQL then refuses the prepared plan's old result shape.
      await db.exec("ALTER TABLE shape_test ADD COLUMN name text NOT NULL DEFAULT 'x'");
      for (let i = 0; i < 8; i++) {
        expect((await db.query('SELECT * FROM shape_test')).rows).toEqual([{ id: 1, name: 'x' }]);
      }
    } finally {
      await db.close();
    }
  });
});
