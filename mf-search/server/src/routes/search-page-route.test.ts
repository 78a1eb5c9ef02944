import { searchPageQuerySchema, type SearchOrderby } from '@site/shared-contracts/search';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { doc, FIXTURE_DOCUMENTS } from '../testing/catalogue';
import { searchTestApp } from '../testing/search-test-app';
import { pageUrl } from '../views/results-navigation';
import { renderResultsPage as render } from '../views/results-page';
import { toPageQuery } from './search-page-route';

/** The route's reading of a query string: its schema, then the shop's default sort. */
const parsePageQuery = (query: unknown, defaultSort: SearchOrderby = 'relevance') =>
  toPageQuery(searchPageQuerySchema.parse(query), defaultSort);
const renderResultsPage = (model: Parameters<typeof render>[0]) => String(render(model));

// 23 extra 'widget' products so the results page needs three pages.
const WIDGETS = Array.from({ length: 23 }, (_, i) =>
  doc({
    postType: 'product',
    sourceId: 100 + i,
    title: `Widget ${i}`,
    popularity: i,
    price: { price: `${i + 1}.00`, regularPrice: `${i + 1}.00`, minPrice: null, maxPrice: null, saleDiscount: 0 },
  }),
);

describe('results page query', () => {
  it('reads leniently and writes canonical links with + for spaces', () => {
    const q = parsePageQuery({
      s: '#laptop stand',
      post_type: ['product', 'nope'],
      orderby: 'bogus',
      paged: '-3',
      sssid: 'x y',
    });
    expect(q).toEqual({
      s: 'laptop stand',
      postTypes: ['product'],
      sssid: null,
      orderby: 'relevance',
      view: 'list',
      paged: 1,
    });
    expect(pageUrl({ ...q, orderby: 'price-desc', paged: 2 })).toBe(
      '/search?s=laptop+stand&post_type=product&orderby=price-desc&paged=2',
    );
    expect(pageUrl({ ...q, orderby: 'price-desc' }, {}, 'price-desc')).toBe('/search?s=laptop+stand&post_type=product');
    expect(pageUrl({ ...q, view: 'grid' })).toBe('/search?s=laptop+stand&post_type=product&view=grid');
  });

  it('shows a bounded count as "1,000+" and offers at most 100 pages', () => {
    const query = parsePageQuery({ s: 'pro' });
    const currency = { symbol: '€', position: 'right_space' as const, decimalSeparator: ',', thousandSeparator: '.' };
    const html = renderResultsPage({
      query,
      counts: { product: 1000 },
      total: 1000,
      rows: [],
      currency,
      pageSize: 10,
      exact: false,
    });
    expect(html).toContain('Showing 1–10 of 1,000+ results');
    const many = renderResultsPage({ query, counts: { product: 8397 }, total: 8397, rows: [], currency, pageSize: 10 });
    expect(many).toContain('of 8,397 results');
    expect(many).toContain('href="/search?s=pro&#38;paged=100">100</a>');
    expect(many).not.toContain('paged=101');
  });

  it("hands the shop's default sort to the archive-mode island, price-desc included", () => {
    const query = parsePageQuery({ s: 'pro' }, 'price-desc');
    const currency = { symbol: '€', position: 'right_space' as const, decimalSeparator: ',', thousandSeparator: '.' };
    const props = (defaultSort?: 'price-desc' | 'price') => {
      const html = renderResultsPage({ query, counts: {}, total: 0, rows: [], currency, pageSize: 10, defaultSort });
      const attribute =
        /data-island="mf-search\/search-box" data-mount="interaction" data-props="([^"]*)"/.exec(html)?.[1] ?? '';
      return JSON.parse(attribute.replace(/&quot;|&#34;/g, '"')) as unknown;
    };
    expect(props('price-desc')).toEqual({ results_mode: 'archive', default_sort: { orderby: 'price', order: 'desc' } });
    expect(props('price')).toEqual({ results_mode: 'archive', default_sort: { orderby: 'price', order: 'asc' } });
    expect(props()).toEqual({ results_mode: 'archive', default_sort: { orderby: 'relevance', order: 'desc' } });
  });
});

describe.each(testDrivers())('/search page on %s', (driver) => {
  let t: TestApp;
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await searchTestApp({ driver, documents: [...FIXTURE_DOCUMENTS, ...WIDGETS], batchSize: 7 });
  }, 60_000);
  afterAll(() => t.close());

  it('shows a search form without a term', async () => {
    const body = await page('/search');
    expect(body).toContain('<form role="search" action="/search" method="get" class="search-page__form">');
    expect(body).not.toContain('search-result-count');
  });

  it('shows the count, the sort form, the results and per-type filter links', async () => {
    const body = await page('/search?s=laptop');
    expect(body).toContain('Showing 1–6 of 6 results');
    expect(body).toContain('<option value="relevance" selected>Relevance</option>');
    expect(body).toContain('<a href="/product/1">Laptop Pro 15</a>');
    // The kit's formatPrice keeps number and symbol together with a no-break space.
    expect(body).toContain('<del>1.499,00\u00a0€</del> <ins>1.299,00\u00a0€</ins>');
    expect(body).toContain(
      'href="/search?s=laptop&#38;post_type=product">Products <span class="search-sidebar__count">(4)</span>',
    );
    expect(body).toContain('Posts <span class="search-sidebar__count">(1)</span>');
    expect(body).not.toContain('search-pagination');
  });

  it('filters by type, sorts by price and paginates', async () => {
    const first = await page('/search?s=widget&post_type=product&orderby=price-desc');
    expect(first).toContain('Showing 1–10 of 23 results');
    expect(first).toContain('<option value="price-desc" selected>');
    expect(first.indexOf('Widget 22')).toBeLessThan(first.indexOf('Widget 21'));
    expect(first).toContain(
      '<a rel="next" href="/search?s=widget&#38;post_type=product&#38;orderby=price-desc&#38;paged=2">Next</a>',
    );
    const third = await page('/search?s=widget&post_type=product&orderby=price-desc&paged=3');
    expect(third).toContain('Showing 21–23 of 23 results');
    expect(third).toContain('<span aria-current="page">3</span>');
    expect(third).not.toContain('rel="next"');
  });

  it('escapes the term and survives odd input', async () => {
    const body = await page(`/search?s=${encodeURIComponent('<script>alert(1)</script>')}&paged=abc&orderby[]=x`);
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('No results found');
  });

  it('lays each result out as an image beside (or above, in the grid) one block of text, meta included', async () => {
    const list = await page('/search?s=laptop+pro');
    expect(list).toMatch(
      /<li class="search-result search-result--product"><a class="search-result__image"[^>]*><img [^>]*><\/a><div class="search-result__body">/,
    );
    expect(list).toContain('<ul class="search-results search-results--list">');
    expect(list).toContain('<span class="search-result__terms">Laptops</span>');
    expect(list).toContain('role="img" aria-label="Rated 4.5 out of 5">★ 4.5</span>');
    expect(list).toContain('<a class="search-view__list" href="/search?s=laptop+pro" aria-current="true">List</a>');
    const grid = await page('/search?s=laptop+pro&view=grid');
    expect(grid).toContain('<ul class="search-results search-results--grid">');
    expect(grid).toContain('<input type="hidden" name="view" value="grid">');
    // A result without an image keeps the image column (an empty placeholder), so nothing moves into it.
    const post = await page('/search?s=choosing');
    expect(post).toContain('<span class="search-result__image search-result__image--none" aria-hidden="true"></span>');
    expect(post).toContain('<time class="search-result__date" datetime="2024-01-15T08:00:00Z">');
  });

  it('offers a correction only when it finds results, else searches that do', async () => {
    const corrected = await page('/search?s=lpatop+stand');
    expect(corrected).toContain('No results for “lpatop stand”. Showing results for “laptop stand”.');
    expect(corrected).toContain('Laptop Stand</a>');
    // 'standd' corrects to 'stand', but no title has both 'torch' and 'stand'.
    const none = await page('/search?s=torch+standd');
    expect(none).not.toContain('Showing results for');
    expect(none).toContain('No results found');
    expect(none).toContain('<a href="/search?s=torch">torch</a>');
    // Each word alone, as it finds something: 'standd' only corrected.
    expect(none).toContain('<a href="/search?s=stand">stand</a>');
    expect(none).not.toContain('<a href="/search?s=standd">');
    expect(none).not.toContain('search-ordering');
  });

  it('learns from results pages visitors open, once per visitor, never from archive-mode fetches', async () => {
    const open = (url: string, visitor: number, mode = 'navigate') =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress: `10.0.1.${visitor}`,
        headers: { accept: 'text/html', 'sec-fetch-mode': mode },
      });
    for (let i = 0; i < 3; i++) await open('/search?s=Widget+9', 1); // one visitor, three times
    await open('/search?s=Widget+9', 2);
    await open('/search?s=Widget+9&paged=2', 3); // paging is no new search
    for (let v = 4; v < 8; v++) await open('/search?s=Widget+9', v, 'cors'); // archive mode typing
    // Suggestions for a term not asked before write what the log holds first (each answer is cached a minute).
    const counted = async (flushWith: string) => {
      await t.app.inject({ method: 'GET', url: `/api/sss/v1/suggestions/${flushWith}` });
      const { rows } = await t.db.query<{ count: number }>("SELECT count FROM search.log WHERE term = 'widget 9'");
      return rows[0]?.count ?? 0;
    };
    expect(await counted('flush1')).toBe(2);
    await open('/search?s=Widget+9', 8);
    expect(await counted('flush2')).toBe(3);
  });
});
