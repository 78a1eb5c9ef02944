import { PGlite } from '@electric-sql/pglite';
import { preparedQueries } from './pglite-prepared';
import { statementNames } from './statement-names';

describe('PGlite prepared statements', () => {
  let pg: PGlite;
  let query: ReturnType<typeof preparedQueries>;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, price numeric, tags int[], meta jsonb);
      INSERT INTO items VALUES (1, 'one', 1.50, '{1,2}', '{"a":1}'), (2, 'two', NULL, '{}', NULL)`);
    query = preparedQueries(pg, statementNames());
  }, 60_000);
  afterAll(() => pg.close());

  it('answers as PGlite does, with arrays, nulls, numeric and json, every time', async () => {
    const text = 'SELECT id, name, price, tags, meta FROM items WHERE id = ANY($1::int[]) ORDER BY id';
    const expected = await pg.query(text, [[1, 2]]);
    for (let i = 0; i < 3; i++) {
      const result = await query(text, [[1, 2]]);
      expect(result.rows).toEqual(expected.rows);
    }
    const prepared = await pg.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%FROM items WHERE id = ANY%'",
    );
    expect(prepared.rows[0]?.n).toBe(1);
  });

  it('reports affected rows and database errors with their codes, and carries on', async () => {
    const insert = 'INSERT INTO items (id, name) VALUES ($1, $2)';
    expect((await query(insert, [3, 'three'])).affectedRows).toBe(1);
    await expect(query(insert, [3, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(query('SELEC nonsense', [])).rejects.toMatchObject({ code: '42601' });
    expect((await query('SELECT name FROM items WHERE id = $1', [3])).rows).toEqual([{ name: 'three' }]);
  });

  it('does not run inside a transaction another caller holds open', async () => {
    let inside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query("UPDATE items SET name = 'changing' WHERE id = 1");
      inside = query('SELECT name FROM items WHERE id = $1', [1]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.rollback();
    });
    expect(await inside).toMatchObject({ rows: [{ name: 'one' }] });
  });

  it('runs on when the table changes shape under a prepared statement', async () => {
    expect((await query('SELECT * FROM items WHERE id = $1', [2])).rows).toHaveLength(1);
    await pg.exec("ALTER TABLE items ADD COLUMN colour text NOT NULL DEFAULT 'red'");
    expect((await query('SELECT * FROM items WHERE id = $1', [2])).rows[0]).toMatchObject({ id: 2, colour: 'red' });
  });
});
