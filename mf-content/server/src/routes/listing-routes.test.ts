import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { seededContentApp } from '../testing/content-app';
import { must } from '../testing/must';
import { widgetHtml } from '../testing/loop-html';

describe.each(testDrivers())('mf-content listings (%s)', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await seededContentApp(driver);
  }, 60_000);
  afterAll(() => t.close());

  it('lists the 12 newest posts on /blog and pages with ?paged=N', async () => {
    const first = await get('/blog');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    // 12 in the main grid and the top-rated grid's 4.
    expect(first.body.match(/class="content-card"/g)).toHaveLength(16);
    expect(first.body).toContain('Page 1 of 3');
    expect(first.body).toContain('href="/blog?paged=2"');
    const newest = must(
      (await t.db.query<{ slug: string }>('SELECT slug FROM content.posts ORDER BY published_at DESC, id DESC LIMIT 1'))
        .rows[0],
    );
    expect(first.body.match(/class="content-card__title"><a href="\/blog\/([a-z0-9-]+)"/)?.[1]).toBe(newest.slug);
    const third = await get('/blog?paged=3');
    expect(third.statusCode).toBe(200);
    expect(third.body.match(/class="content-card"/g)).toHaveLength(6 + 4);
    expect(third.body).toContain('href="/blog?paged=2"');
    expect(widgetHtml(third.body, 'blog')).not.toContain('content-pagination__next');
  });

  it('refuses a bad page number with 400 and a page past the end with 404', async () => {
    for (const paged of ['0', 'abc', '-1', '1.5', '', '100001']) {
      const response = await get(`/blog?paged=${paged}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'CONTENT_BAD_PAGE', message: expect.any(String) } });
    }
    expect((await get('/blog?paged=4')).json()).toEqual({
      error: { code: 'CONTENT_PAGE_NOT_FOUND', message: 'There is no page 4.' },
    });
  });

  it('shows only the posts of a category on /category/:slug', async () => {
    const { rows } = await t.db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM content.posts p JOIN content.categories c ON c.id = p.category_id WHERE c.slug = 'guides'",
    );
    const response = await get('/category/guides');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="content-loop__title" id="content-loop-archive-title">Guides</h1>');
    expect(response.body).toContain('<p class="content-loop__intro">How-to articles and buying guides.</p>');
    expect(response.body.match(/class="content-card"/g)).toHaveLength(Math.min(12, must(rows[0]).total));
    expect(
      response.body
        .match(/class="content-card__category" href="\/category\/([a-z-]+)"/g)
        ?.every((m) => m.includes('/category/guides')),
    ).toBe(true);
    expect((await get('/category/no-such-category')).json().error.code).toBe('CONTENT_CATEGORY_NOT_FOUND');
    expect((await get('/category/Bad_Slug!')).statusCode).toBe(404);
    expect((await get('/category/guides?paged=x')).statusCode).toBe(400);
  });
});
