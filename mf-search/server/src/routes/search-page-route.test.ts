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
    expect(q).toEqual({ s: 'laptop stand', postTypes: ['product'], sssid: null, orderby: 'relevance', paged: 1 });
    expect(pageUrl({ ...q, orderby: 'price-desc', paged: 2 })).toBe(
      '/search?s=laptop+stand&post_type=product&orderby=price-desc&paged=2',
    );
    expect(pageUrl({ ...q, orderby: 'price-desc' }, {}, 'price-desc')).toBe('/search?s=laptop+stand&post_type=product');
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

  it('logs the first page of a search, which then feeds suggestions', async () => {
    for (let i = 0; i < 3; i++) await page('/search?s=Widget+9');
    await page('/search?s=Widget+9&paged=2');
    const res = await t.app.inject({ method: 'GET', url: '/api/sss/v1/suggestions/widget%209' });
    expect(res.json()).toEqual({ suggestions: [{ tokens: 'widget 9' }] });
    const { rows } = await t.db.query<{ count: number }>("SELECT count FROM search.log WHERE term = 'widget 9'");
    expect(rows).toEqual([{ count: 3 }]);
  });
});
