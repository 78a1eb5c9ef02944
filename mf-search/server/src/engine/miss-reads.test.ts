import type { Sql } from '@site/shared-contracts/platform';
import { itemSearchResponseSchema } from '@site/shared-contracts/search';
import type { TestApp } from '../../../../tools/testing/test-app';
import { createTestDb, testDrivers, type DriverName } from '../../../../tools/testing/test-db';
import { doc } from '../testing/catalogue';
import { searchTestApp } from '../testing/search-test-app';

const DOCUMENTS = 3000;
const NOUNS = ['laptop', 'camera', 'kettle', 'drill', 'jacket', 'speaker'];
const FEATURES = ['a two-year warranty', 'easy setup', 'quiet operation'];

/** Products as the seed makes them: a few title words, bodies that repeat the title and a feature. */
const catalogue = Array.from({ length: DOCUMENTS }, (_, i) => {
  const title = `Acme ${NOUNS[i % NOUNS.length]} ${i % 9}`;
  const rare = i % 1000 === 7 ? ' Refurbished by hand.' : '';
  return doc({
    postType: 'product',
    sourceId: i + 1,
    title,
    body: `The ${title} with ${FEATURES[i % FEATURES.length]} at a fair price.${rare}`,
    popularity: DOCUMENTS - i,
  });
});

/**
 * One connection, so every statement's table statistics come from the backend the test flushes (a pool's
 * other connections would report theirs a second later); it counts the statements that read documents.
 */
async function oneConnection(driver: DriverName, statements: string[]): Promise<TestApp['db']> {
  const db = await createTestDb(driver, 1);
  return {
    ...db,
    query: (text, params) => {
      if (/FROM search\.documents/.test(text)) statements.push(text);
      return db.query(text, params);
    },
  };
}

/** Rows of search.documents read so far (scanned by a sequential scan or fetched through an index). */
async function documentRowsRead(db: Sql): Promise<number> {
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ n: number }>(
    `SELECT (seq_tup_read + COALESCE(idx_tup_fetch, 0))::int AS n FROM pg_stat_user_tables
     WHERE schemaname = 'search' AND relname = 'documents'`,
  );
  return rows[0]?.n ?? 0;
}

// Issue 29: a misspelt or absent word cost a sequential scan of every document (270-500 ms at 1 000 000
// products, even for 'zzzq'). What a search reads must not grow with the catalogue: these bounds hold at
// 3 000 documents as at 1 000 000, and the old miss path read all 3 000.
describe.each(testDrivers())('rows a search reads on %s', (driver) => {
  let t: TestApp;
  const statements: string[] = [];
  beforeAll(async () => {
    t = await searchTestApp({ driver, db: await oneConnection(driver, statements), documents: catalogue });
    // The lexicon is read once per index version (two tiny statements, one of them an index probe).
    await t.app.inject({ method: 'GET', url: '/api/sss/v1/posts/product/warm' });
  }, 120_000);
  afterAll(() => t.close());

  const searched = async (term: string) => {
    const before = await documentRowsRead(t.db);
    statements.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/sss/v1/posts/product/${encodeURIComponent(term)}` });
    expect(res.statusCode).toBe(200);
    const titles = itemSearchResponseSchema.parse(res.json()).results.map((r) => r.title);
    const asked = statements.length;
    return { titles, asked, read: (await documentRowsRead(t.db)) - before };
  };

  it('reads no document for a word no document has', async () => {
    const { titles, asked, read } = await searched('zzzq');
    expect(titles).toEqual([]);
    // Not even asked: the lexicon knows no document has a word starting with it.
    expect(asked).toBe(0);
    expect(read).toBe(0);
  });

  it('reads only the page for a misspelt word it corrects', async () => {
    const { titles, asked, read } = await searched('kettel');
    expect(titles[0]).toMatch(/^Acme kettle/);
    // The page's rows, once: no search for the misspelling among the bodies first.
    expect(asked).toBe(1);
    expect(read).toBeLessThan(20);
  });

  it('reads a few hundred rows for a word in most bodies, and only the matches of a rare one', async () => {
    const common = await searched('fair');
    expect(common.titles).toHaveLength(5);
    expect(common.read).toBeLessThan(DOCUMENTS / 5);
    const rare = await searched('refurbished');
    expect(rare.titles).toEqual(['Acme camera 7', 'Acme speaker 8', 'Acme drill 0']);
    expect(rare.read).toBeLessThan(20);
  });

  it('reads nothing for words found only in titles, where no body-only match can be', async () => {
    // Every 'acme' document has it in the title: the title lists answer, the lexicon rules out body matches.
    const { titles, read } = await searched('acme drill 3');
    expect(titles).toEqual(Array.from({ length: 5 }, () => 'Acme drill 3'));
    expect(read).toBeLessThan(20);
  });
});
