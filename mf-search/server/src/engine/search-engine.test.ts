import { itemSearchResponseSchema, suggestionResponseSchema } from '@site/shared-contracts/search';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { backfillPrefixes } from '../index-build/backfill';
import { doc, FIXTURE_DOCUMENTS } from '../testing/catalogue';
import { reindex, searchTestApp } from '../testing/search-test-app';

const EXTRA = [
  doc({ postType: 'post', sourceId: 3, title: 'Οδηγός αγοράς για το σπίτι', body: 'Συμβουλές.', popularity: 4 }),
  doc({ postType: 'post', sourceId: 4, title: 'Café culture in Paris', body: 'Crème and croissants.', popularity: 1 }),
  // 30 headphones: more than a page, in three categories, so exclusions must read past the first page.
  ...Array.from({ length: 30 }, (_, i) =>
    doc({
      postType: 'product',
      sourceId: 200 + i,
      title: `${i % 2 ? 'Wireless' : 'Wired'} Headphones ${i}`,
      body: 'Over-ear.',
      popularity: 100 - i,
      termIds: { product_cat: [30 + (i % 3)] },
      taxonomies: { product_cat: [`Audio ${i % 3}`] },
    }),
  ),
];

const titles = (body: unknown) => itemSearchResponseSchema.parse(body).results.map((r) => r.title);

describe.each(testDrivers())('search engine on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const items = async (type: string, term: string, rest = '') => {
    const res = await get(`/api/sss/v1/posts/${type}/${encodeURIComponent(term)}${rest}`);
    expect(res.statusCode).toBe(200);
    return titles(res.json());
  };

  beforeAll(async () => {
    t = await searchTestApp({ driver, documents: [...FIXTURE_DOCUMENTS, ...EXTRA], batchSize: 5 });
  }, 60_000);
  afterAll(() => t.close());

  it('ignores case and accents, Greek tonos and final sigma included', async () => {
    expect(await items('post', 'ΑΓΟΡΑΣ')).toEqual(['Οδηγός αγοράς για το σπίτι']);
    expect(await items('post', 'οδηγος αγορα')).toEqual(['Οδηγός αγοράς για το σπίτι']);
    expect(await items('post', 'CAFE')).toEqual(['Café culture in Paris']);
    expect(await items('post', 'creme')).toEqual(['Café culture in Paris']); // body match
  });

  it('matches the last word as a prefix, in any word order', async () => {
    expect(await items('product', 'gaming lap')).toEqual(['Gaming Laptop X']);
    expect(await items('product', 'laptop gam')).toEqual(['Gaming Laptop X']);
    expect(await items('product', 'wireless head', '?numitems=3')).toEqual([
      'Wireless Headphones 1',
      'Wireless Headphones 3',
      'Wireless Headphones 5',
    ]);
  });

  it('puts titles starting with the word first, then other title matches, then body matches', async () => {
    // 'Gaming Laptop X' is the most popular laptop but its title does not start with the word.
    expect(await items('product', 'lapt')).toEqual(['Laptop Pro 15', 'Laptop Stand', 'Gaming Laptop X', 'USB Hub']);
  });

  it('corrects typos only when nothing matches', async () => {
    expect(await items('product', 'lpatop stand')).toEqual(['Laptop Stand']);
    expect(await items('product', 'headphnes', '?numitems=1')).toEqual(['Wired Headphones 0']);
    expect(await items('product', 'stan')).toEqual(['Laptop Stand']);
    expect(await items('product', 'xqzv')).toEqual([]);
    const suggestions = suggestionResponseSchema.parse((await get('/api/sss/v1/suggestions/headphnes')).json());
    expect(suggestions.suggestions).toEqual([{ tokens: 'headphones' }]);
  });

  it('honours exclusions past the first page and numitems', async () => {
    const kept = await items('product', 'headphones', '/exclude_product_cat/30,31?numitems=10');
    expect(kept).toHaveLength(10);
    expect(kept.every((title) => Number(title.split(' ').pop()) % 3 === 2)).toBe(true);
    expect(await items('product', 'headphones', '/exclude_product_cat/30,31,32')).toEqual([]);
  });

  it('forgets cached answers when the index is rebuilt', async () => {
    expect(await items('offer', 'laptop deal')).toEqual(['Laptop deal of the week']);
    await reindex(t, [doc({ postType: 'offer', sourceId: 9, title: 'Laptop deal of the month' })], []);
    expect(await items('offer', 'laptop deal')).toEqual(['Laptop deal of the month']);
    await reindex(t, [...FIXTURE_DOCUMENTS, ...EXTRA], undefined, 5);
    expect(await items('offer', 'laptop deal')).toEqual(['Laptop deal of the week']);
  });

  it('builds missing prefix lists from the stored documents (databases indexed before migration 003)', async () => {
    await t.db.exec('TRUNCATE search.prefixes, search.vocabulary; UPDATE search.documents SET rank = 0');
    expect(await backfillPrefixes(t.db)).toBe(true);
    expect(await items('product', 'lapt')).toEqual(['Laptop Pro 15', 'Laptop Stand', 'Gaming Laptop X', 'USB Hub']);
    expect(await backfillPrefixes(t.db)).toBe(false);
  });

  it('lets browsers reuse answers for a minute', async () => {
    const res = await get('/api/sss/v1/taxonomies/lap');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});
