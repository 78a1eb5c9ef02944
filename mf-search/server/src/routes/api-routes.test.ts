import { normaliseSearchText, SEARCH_NORMALISE_FROM } from '@site/platform-kit/text';
import {
  itemSearchResponseSchema,
  suggestionResponseSchema,
  taxonomyResponseSchema,
} from '@site/shared-contracts/search';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { searchTestApp } from '../testing/search-test-app';

describe.each(testDrivers())('search API on %s', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await searchTestApp({ driver });
  }, 60_000);
  afterAll(() => t.close());

  it('normalises in SQL exactly as normaliseSearchText does', async () => {
    const sample = `${SEARCH_NORMALISE_FROM} ÉCOLE Ἀ Straße`;
    const { rows } = await t.db.query<{ n: string }>('SELECT search.normalise($1) AS n', [sample]);
    expect(rows[0]?.n).toBe(normaliseSearchText(sample));
  });

  it('keeps NULL as NULL, and is inlined into its callers (no function call per indexed row)', async () => {
    const { rows } = await t.db.query<{ n: string | null }>('SELECT search.normalise(NULL) AS n');
    expect(rows[0]?.n).toBeNull();
    // An inlined SQL function shows as its body (the CASE) in the plan, a called one by its name.
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(
      'EXPLAIN (VERBOSE, COSTS OFF) SELECT search.normalise(title) FROM search.documents',
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('CASE WHEN');
    expect(text).not.toContain('normalise(');
  });

  it('builds the vocabulary from title words', async () => {
    const { rows } = await t.db.query<{ word: string; frequency: number }>(
      "SELECT word, frequency FROM search.vocabulary WHERE word IN ('laptop', 'καλοκαιρι')",
    );
    expect(Object.fromEntries(rows.map((r) => [r.word, r.frequency]))).toEqual({ laptop: 5, καλοκαιρι: 1 });
  });

  it('ranks title prefix matches first, then popularity', async () => {
    const res = await get('/api/sss/v1/posts/product/laptop');
    expect(res.statusCode).toBe(200);
    const body = itemSearchResponseSchema.parse(res.json());
    expect(body.results.map((r) => r.title)).toEqual(['Laptop Pro 15', 'Laptop Stand', 'Gaming Laptop X', 'USB Hub']);
    expect(body.search_link).toBe('/search?s=laptop&post_type=product');
    expect(body.settings).toMatchObject({
      post_type: 'product',
      numitems: 5,
      currency_symbol: '€',
      currency_pos: 'right_space',
      price_decimal_sep: ',',
    });
    const first = body.results[0];
    expect(first).toMatchObject({
      permalink: '/product/1',
      price: '1299.00',
      regular_price: '1499.00',
      rating: 4.5,
      sale_discount: 20,
    });
    expect(first?.image_url).toBe(
      '<img src="/media/laptop-pro.jpg" alt="Laptop Pro 15" width="64" height="64" loading="lazy" decoding="async">',
    );
    expect(first?.taxonomies).toEqual({ product_cat: [{ name: 'Laptops' }] });
  });

  it('matches accents and case, limits by numitems and leaves out absent prices', async () => {
    const torch = itemSearchResponseSchema.parse(
      (await get(`/api/sss/v1/posts/product/${encodeURIComponent('CREME brulee')}`)).json(),
    );
    expect(torch.results.map((r) => r.title)).toEqual(['Crème Brûlée Torch']);
    const greek = itemSearchResponseSchema.parse(
      (await get(`/api/sss/v1/posts/post/${encodeURIComponent('ΚΑΛΟΚΑΊΡΙ')}`)).json(),
    );
    expect(greek.results.map((r) => r.title)).toEqual(['Καλοκαίρι στην Ελλάδα']);
    expect(greek.results[0]).not.toHaveProperty('price');
    expect(greek.results[0]?.image_url).toBe('');
    // 60 Greek letters are 480 characters once percent-encoded: still a valid term.
    const long = await get(`/api/sss/v1/posts/post/${encodeURIComponent('καλοκαίρι '.repeat(6))}`);
    expect(long.statusCode).toBe(200);
    const two = itemSearchResponseSchema.parse((await get('/api/sss/v1/posts/product/laptop?numitems=2')).json());
    expect(two.results).toHaveLength(2);
  });

  it('leaves out documents with excluded term ids', async () => {
    const res = await get('/api/sss/v1/posts/product/laptop/exclude_product_cat/12,13');
    expect(itemSearchResponseSchema.parse(res.json()).results.map((r) => r.title)).toEqual([
      'Laptop Pro 15',
      'USB Hub',
    ]);
  });

  it.each([
    ['/api/sss/v1/posts/page/laptop', 'SEARCH_BAD_POST_TYPE'],
    ['/api/sss/v1/posts/product/laptop/exclude_product_cat', 'SEARCH_BAD_EXCLUSION'],
    ['/api/sss/v1/posts/product/laptop/include_cat/1', 'SEARCH_BAD_EXCLUSION'],
    ['/api/sss/v1/posts/product/laptop/exclude_product_cat/1;DROP', 'SEARCH_BAD_EXCLUSION'],
    [`/api/sss/v1/posts/product/${'a'.repeat(101)}`, 'SEARCH_BAD_TERM'],
    ['/api/sss/v1/posts/product/%20%20', 'SEARCH_BAD_TERM'],
    ['/api/sss/v1/posts/product/laptop?numitems=0', 'SEARCH_BAD_NUMITEMS'],
    [`/api/sss/v1/suggestions/${'b'.repeat(101)}`, 'SEARCH_BAD_TERM'],
    ['/api/sss/v1/taxonomies/%20', 'SEARCH_BAD_TERM'],
  ])('answers 400 for %s', async (url, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('refuses broken percent-encoding and a missing term without a server error', async () => {
    // Both are answered by Fastify's router before the slice sees the request.
    expect((await get('/api/sss/v1/suggestions/%E0%A4%A')).statusCode).toBe(400);
    expect((await get('/api/sss/v1/suggestions/')).statusCode).toBe(404);
  });

  it('answers punctuation-only and SQL-looking terms without errors', async () => {
    for (const term of ['%25%25', '!!!', "'); DROP TABLE x; --", '_', 'a:*|b']) {
      const res = await get(`/api/sss/v1/posts/post/${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
    }
    expect(suggestionResponseSchema.parse((await get('/api/sss/v1/suggestions/%25')).json())).toEqual({
      suggestions: [],
    });
  });

  it('finds taxonomy terms by name or word start', async () => {
    const res = await get('/api/sss/v1/taxonomies/lapt');
    const terms = taxonomyResponseSchema.parse(res.json());
    expect(terms).toEqual([
      {
        taxonomypluralname: 'Product categories',
        taxitem: 'product_cat',
        description: 'Portable computers',
        url: '/product-category/laptops',
        name: 'Laptops',
      },
      {
        taxonomypluralname: 'Tags',
        taxitem: 'post_tag',
        description: '',
        url: '/tag/budget-laptops',
        name: 'Budget laptops',
      },
    ]);
  });

  /** A result clicked in the live panel by visitor `n` (its own address), as the panel reports it. */
  const click = (
    term: string,
    n: number,
    headers: Record<string, string> = { origin: 'http://localhost:80' },
    title = term,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sss/v1/settled',
      remoteAddress: `10.0.2.${n}`,
      headers: { ...headers, host: 'localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify({ term, title }),
    });
  /** Suggestions for a term not asked before, which first writes what the log holds (answers are cached). */
  const suggest = async (term: string) =>
    suggestionResponseSchema
      .parse((await get(`/api/sss/v1/suggestions/${encodeURIComponent(term)}`)).json())
      .suggestions.map((s) => s.tokens);
  const logged = async (term: string) =>
    (await t.db.query<{ count: number }>('SELECT count FROM search.log WHERE term = $1', [term])).rows[0]?.count ?? 0;

  it('suggests title words for the last word, and settled searches once three visitors settled on them', async () => {
    expect(await suggest('Gaming LAP')).toEqual(['gaming laptop']);
    for (let n = 1; n <= 6; n++) expect((await click('Laptop Stand', n)).statusCode).toBe(204);
    const after = await suggest('lap');
    expect(after[0]).toBe('laptop stand');
    expect(after).toContain('laptop');
    // Only the normalised words and a counter are stored.
    expect(await logged('laptop stand')).toBe(6);
  });

  it('never learns from the live panel: its keystroke searches count for nothing', async () => {
    for (const typed of ['l', 'la', 'lap', 'lapt', 'lapto']) await get(`/api/sss/v1/posts/product/${typed}`);
    await suggest('flush-keystrokes');
    expect(
      (await t.db.query("SELECT term FROM search.log WHERE term LIKE 'lap%' AND term <> 'laptop stand'")).rows,
    ).toEqual([]);
  });

  it('counts a visitor once, and never a term without results, a deny-listed or a personal one', async () => {
    for (let i = 0; i < 3; i++) await click('usb hub', 9);
    await click('usb hub', 10);
    expect(await suggest('us')).toEqual(['usb']); // two visitors: the titles' vocabulary only
    await click('USB Hub', 11);
    expect(await suggest('u')).toEqual(['usb hub', 'usb']);
    for (let n = 1; n <= 4; n++) {
      await click('zzzqqq', n);
      await click('laptop password', n);
      await click('laptop 0612345678', n);
    }
    await suggest('flush-refused');
    expect(await logged('zzzqqq')).toBe(0);
    expect(await logged('laptop password')).toBe(0);
    expect(await logged('laptop 0612345678')).toBe(0);
  });

  it('a clicked result counts the typed word completed from its title, never the half-typed word', async () => {
    const origin = { origin: 'http://localhost:80' };
    for (let n = 20; n < 23; n++) await click('gaming lapt', n, origin, 'Gaming Laptop X');
    await click('hu', 23, origin, 'Laptop Stand'); // a body match: the title has no word starting with it
    await suggest('flush-clicks');
    expect(await logged('gaming laptop')).toBe(3);
    expect(await logged('gaming lapt')).toBe(0);
    expect((await t.db.query("SELECT term FROM search.log WHERE term LIKE 'hu%'")).rows).toEqual([]);
  });

  it('refuses a settled report from another site, or with a body that is not a term', async () => {
    expect((await click('laptop', 1, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sss/v1/settled',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify({ term: '', extra: 1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'SEARCH_BAD_TERM' } });
  });
});
