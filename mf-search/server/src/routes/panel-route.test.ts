import type { TestApp } from '../../../../tools/testing/test-app';
import { searchTestApp } from '../testing/search-test-app';

/** SEARCH_* switches are settings, read while the slice starts. */
const appWith = (env: Record<string, string>): Promise<TestApp> => searchTestApp({ env });

describe('panel markup call (spec 7.1)', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await appWith({});
    on = await appWith({ SEARCH_AJAX_PANEL: 'on' });
  }, 60_000);
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('exists but is switched off by default', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/ajax?action=get_sss_ajax_panel&searchstring=laptop' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'SEARCH_PANEL_DISABLED', message: expect.any(String) } });
  });

  it('returns escaped panel markup with suggestions, categories and item groups when on', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/api/ajax?action=get_sss_ajax_panel&searchstring=laptop' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<a href="/search?s=laptop">laptop</a>');
    expect(res.body).toContain('<a href="/product-category/laptops">Laptops</a>');
    expect(res.body).toContain('<a href="/product/1">Laptop Pro 15</a>');
    expect(res.body).toContain(
      '<a class="sss-panel__see-all" href="/search?s=laptop&#38;post_type=product">See all products</a>',
    );
    const xss = await on.app.inject({
      method: 'GET',
      url: `/api/ajax?action=get_sss_ajax_panel&searchstring=${encodeURIComponent('<img onerror=x>')}`,
    });
    expect(xss.body).not.toContain('<img onerror');
  });

  it.each([
    ['/api/ajax?action=other&searchstring=x', 'SEARCH_BAD_PANEL_REQUEST'],
    ['/api/ajax?action=get_sss_ajax_panel', 'SEARCH_BAD_PANEL_REQUEST'],
    ['/api/ajax?action=get_sss_ajax_panel&searchstring=%20', 'SEARCH_BAD_TERM'],
  ])('answers 400 JSON for %s', async (url, code) => {
    const res = await on.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
  });
});

describe('results page with a shop default sort (spec 2.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ SEARCH_DEFAULT_SORT: 'price:desc' });
  }, 60_000);
  afterAll(() => t.close());
  const page = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it("marks 'price-desc' without orderby, sorts by it, and keeps an explicit relevance choice in links", async () => {
    const body = await page('/search?s=laptop&post_type=product');
    expect(body).toContain('<option value="price-desc" selected>');
    expect(body.indexOf('Laptop Pro 15')).toBeLessThan(body.indexOf('Gaming Laptop X'));
    expect(body.indexOf('Gaming Laptop X')).toBeLessThan(body.indexOf('Laptop Stand'));
    const relevance = await page('/search?s=laptop&orderby=relevance');
    expect(relevance).toContain('<option value="relevance" selected>');
    expect(relevance).toContain('href="/search?s=laptop&#38;post_type=product&#38;orderby=relevance"');
  });

  it('says when a corrected term answered', async () => {
    const body = await page('/search?s=lpatop+stand');
    expect(body).toContain('No results for “lpatop stand”. Showing results for “laptop stand”.');
    expect(body).toContain('<a href="/product/3">Laptop Stand</a>');
  });
});
