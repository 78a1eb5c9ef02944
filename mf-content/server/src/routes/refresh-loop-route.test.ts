import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { seededContentApp, visitorHeaders, type TestRole } from '../testing/content-app';
import { cardSlugs, widgetHtml } from '../testing/loop-html';

const ROUTE = '/api/builder/v1/refresh-loop';
const SITE = 'http://localhost:3000';

type Body = Record<string, unknown>;
const blogBody = (filters: Body, url = '/blog'): Body => ({
  post_id: 2,
  widget_filters: { taxonomy: filters },
  widget_id: 'blog',
  pagination_base_url: `${SITE}${url}`,
});

/** The markup of a widget's body inside a full page: what a refresh of that address must answer. */
const bodyOf = (page: string, widgetId: string) => {
  const widget = widgetHtml(page, widgetId);
  const start = widget.indexOf('<div class="content-loop__body"');
  return widget.slice(start, widget.lastIndexOf('</div>') + '</div>'.length);
};

describe.each(testDrivers())('POST /api/builder/v1/refresh-loop (%s)', (driver) => {
  let t: TestApp;
  const post = async (body: unknown, as: TestRole = 'visitor', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { ...(await visitorHeaders(t, as)), 'content-type': 'application/json', ...extra },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const refused = async (body: unknown, status: number, code: string, as: TestRole = 'visitor') => {
    const response = await post(body, as);
    expect({ status: response.statusCode, code: response.json().error?.code }).toEqual({ status, code });
    return response.json().error.message as string;
  };

  beforeAll(async () => {
    t = await seededContentApp(driver, 120);
  }, 60_000);
  afterAll(() => t.close());

  it('answers {data} with the same markup the page of that address has', async () => {
    const cases: [Body, string][] = [
      [blogBody({}), '/blog'],
      [
        blogBody(
          { category: { terms: ['reviews', 'guides'], logicalJoin: 'OR' } },
          '/blog?e-filter-blog-category=reviews~guides',
        ),
        '/blog?e-filter-blog-category=reviews~guides',
      ],
      [
        blogBody(
          { tag: { terms: ['fitness', 'budget'], logicalJoin: 'AND' }, store: { terms: ['megamart'] } },
          '/blog?e-filter-blog-tag=fitness+budget&e-filter-blog-store=megamart',
        ),
        '/blog?e-filter-blog-tag=fitness+budget&e-filter-blog-store=megamart',
      ],
    ];
    for (const [body, url] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Object.keys(response.json())).toEqual(['data']);
      expect(response.json().data).toBe(bodyOf((await t.app.inject({ method: 'GET', url })).body, 'blog'));
    }
  });

  it('takes the page from pagination_base_url and refreshes the second grid on its own', async () => {
    const url = '/blog?paged=2&e-filter-picks-tag=audio~kitchen&e-page-picks=2';
    const response = await post({
      post_id: 2,
      widget_filters: { taxonomy: { tag: { terms: ['audio', 'kitchen'], logicalJoin: 'OR' } } },
      widget_id: 'picks',
      pagination_base_url: url,
    });
    expect(response.statusCode).toBe(200);
    const page = (await t.app.inject({ method: 'GET', url })).body;
    expect(response.json().data).toBe(bodyOf(page, 'picks'));
    expect(cardSlugs(response.json().data)).toEqual(cardSlugs(widgetHtml(page, 'picks')));
  });

  it('refreshes a category archive and the home page grid by their document ids', async () => {
    const archive = await post({
      post_id: 1002,
      widget_filters: { taxonomy: { tag: { terms: ['budget'], logicalJoin: 'AND' } } },
      widget_id: 'archive',
      pagination_base_url: '/category/reviews?e-filter-archive-tag=budget',
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.json().data).toContain('href="/category/reviews" data-taxonomy="tag" data-filter="budget"');
    const home = await post({
      post_id: 1,
      widget_filters: { taxonomy: { category: { terms: ['news'] } } },
      widget_id: 'latest',
      pagination_base_url: `${SITE}/?e-filter-latest-category=news`,
    });
    expect(home.statusCode).toBe(200);
    expect(home.json().data.match(/class="content-card__category" href="\/category\/news"/g)?.length).toBe(
      home.json().data.match(/class="content-card"/g)?.length,
    );
  });

  it('says so in the markup when nothing matches', async () => {
    const response = await post(blogBody({ tag: { terms: ['no-such-tag'], logicalJoin: 'AND' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContain('data-status="No posts match these filters."');
    expect(cardSlugs(response.json().data)).toEqual([]);
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    await refused('{"post_id":', 400, 'CTP_INVALID_JSON_BODY');
    for (const field of ['post_id', 'widget_filters', 'widget_id', 'pagination_base_url']) {
      const body = Object.fromEntries(Object.entries(blogBody({})).filter(([key]) => key !== field));
      expect(await refused(body, 400, 'CONTENT_BAD_REFRESH')).toMatch(new RegExp(`^${field}`));
    }
    expect(await refused({ ...blogBody({}), post_id: '2' }, 400, 'CONTENT_BAD_REFRESH')).toMatch(/^post_id/);
    expect(await refused({ ...blogBody({}), widget_id: 'Blog-1' }, 400, 'CONTENT_BAD_REFRESH')).toMatch(/^widget_id/);
    const xor = blogBody({ tag: { terms: ['audio'], logicalJoin: 'XOR' } });
    expect(await refused(xor, 400, 'CONTENT_BAD_REFRESH')).toMatch(/^widget_filters\.taxonomy\.tag\.logicalJoin/);
    const plus = blogBody({ tag: { terms: ['audio+budget'], logicalJoin: 'AND' } });
    expect(await refused(plus, 400, 'CONTENT_BAD_REFRESH')).toMatch(/^widget_filters\.taxonomy\.tag\.terms/);
  });

  it('refuses filters the widget does not have, or with another join than its own', async () => {
    expect(await refused(blogBody({ colour: { terms: ['red'] } }), 400, 'CONTENT_BAD_REFRESH')).toBe(
      'widget_filters: this widget has no colour filter.',
    );
    // Tags are AND on /blog, categories OR, the store one at a time.
    expect(await refused(blogBody({ tag: { terms: ['audio'], logicalJoin: 'OR' } }), 400, 'CONTENT_BAD_REFRESH')).toBe(
      'widget_filters: the tag filter takes the AND join.',
    );
    await refused(blogBody({ category: { terms: ['news'] } }), 400, 'CONTENT_BAD_REFRESH');
    expect(await refused(blogBody({ store: { terms: ['megamart', 'techhaven'] } }), 400, 'CONTENT_BAD_REFRESH')).toBe(
      'widget_filters: the store filter takes one term and no join.',
    );
  });

  it('refuses a base URL off the site or off the widget’s page', async () => {
    for (const url of ['https://evil.example/blog', '//evil.example/blog', 'javascript:alert(1)', 'blog'])
      await refused({ ...blogBody({}), pagination_base_url: url }, 400, 'CONTENT_BAD_REFRESH');
    expect(await refused({ ...blogBody({}), pagination_base_url: '/shop?paged=2' }, 400, 'CONTENT_BAD_REFRESH')).toBe(
      'pagination_base_url: the widget is on /blog.',
    );
    // The Host the request came to is this site too (a loopback name, a proxy's name).
    const response = await post({ ...blogBody({}), pagination_base_url: 'http://localhost:80/blog' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a document or widget that does not exist', async () => {
    for (const [postId, widgetId] of [
      [3, 'blog'],
      [999, 'blog'],
      [1999, 'archive'],
      [2, 'latest'],
      [1, 'blog'],
    ] as const) {
      await refused({ ...blogBody({}), post_id: postId, widget_id: widgetId }, 404, 'CONTENT_LOOP_NOT_FOUND');
    }
  });

  it('accepts the edit-mode fields only from an administrator with the nonce header', async () => {
    const edit = { ...blogBody({}), widget_model: { settings: { posts_per_page: 3 } }, is_edit_mode: true };
    for (const as of ['visitor', 'member', 'admin'] as const) await refused(edit, 403, 'CONTENT_EDIT_MODE_REFUSED', as);
    await refused({ ...blogBody({}), is_edit_mode: true }, 403, 'CONTENT_EDIT_MODE_REFUSED', 'admin');
    const admin = await visitorHeaders(t, 'admin');
    const nonce = admin['x-csrf-token'] ?? '';
    const wrong = await post(edit, 'admin', { 'x-builder-nonce': `${nonce.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(403);
    // The nonce is bound to the visitor cookie: a member's own token is no administrator's nonce.
    const member = await post(edit, 'member', {
      'x-builder-nonce': (await visitorHeaders(t, 'member'))['x-csrf-token'] ?? '',
    });
    expect(member.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { ...admin, 'content-type': 'application/json', 'x-builder-nonce': nonce },
      payload: JSON.stringify(edit),
    });
    expect(ok.statusCode).toBe(200);
    expect(cardSlugs(ok.json().data)).toHaveLength(3);
  });

  it('stays behind the shell’s origin check: a cross-site request is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify(blogBody({})),
    });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(blogBody({})),
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('keeps the page cache: a refresh, even a member’s, is no state change', async () => {
    const page = () =>
      t.app.inject({ method: 'GET', url: '/blog?e-filter-blog-tag=audio', headers: { accept: 'text/html' } });
    await page();
    expect((await page()).headers['x-page-cache']).toBe('hit');
    expect((await post(blogBody({ tag: { terms: ['audio'], logicalJoin: 'AND' } }), 'member')).statusCode).toBe(200);
    expect((await page()).headers['x-page-cache']).toBe('hit');
  });
});
