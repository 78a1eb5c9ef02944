import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { contentSlice } from '../index';
import { seededContentApp } from '../testing/content-app';
import { cardSlugs, termCount, termLink, widgetHtml } from '../testing/loop-html';
import { must } from '../testing/must';

const HAS_TAG = (slug: string) =>
  `EXISTS (SELECT 1 FROM content.post_terms pt JOIN content.terms t ON t.id = pt.term_id
    WHERE pt.post_id = p.id AND t.taxonomy = 'tag' AND t.slug = '${slug}')`;
const IN_CATEGORY = (...slugs: string[]) =>
  `p.category_id IN (SELECT id FROM content.categories WHERE slug IN (${slugs.map((s) => `'${s}'`).join(', ')}))`;

/** The loop grids of the no-JavaScript pages: filtered by the address alone (spec 2.6). */
describe.each(testDrivers())('mf-content loop grids on the page (%s)', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** Slugs of the newest posts matching an SQL condition on `p`, as the main grid pages them. */
  const newest = async (where: string, limit = 12) =>
    (
      await t.db.query<{ slug: string }>(
        `SELECT p.slug FROM content.posts p WHERE ${where} ORDER BY p.published_at DESC, p.id DESC LIMIT ${limit}`,
      )
    ).rows.map((r) => r.slug);
  const count = async (where: string) =>
    must((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM content.posts p WHERE ${where}`)).rows[0]).n;

  beforeAll(async () => {
    t = await seededContentApp(driver, 120);
  }, 60_000);
  afterAll(() => t.close());

  it('filters /blog by one category, marks it current and links each choice to its address', async () => {
    const page = await get('/blog?e-filter-blog-category=reviews');
    expect(page.statusCode).toBe(200);
    const blog = widgetHtml(page.body, 'blog');
    expect(cardSlugs(blog)).toEqual(await newest(IN_CATEGORY('reviews')));
    expect(blog).toContain(
      `<p class="content-loop__status" role="status">${await count(IN_CATEGORY('reviews'))} posts`,
    );
    expect(termLink(blog, 'category', 'reviews')).toEqual({ href: '/blog', current: true });
    expect(termLink(blog, 'category', '__all')).toEqual({ href: '/blog', current: false });
    // Categories are OR: another one is added with '~'.
    expect(termLink(blog, 'category', 'guides').href).toBe('/blog?e-filter-blog-category=reviews~guides');
    // Tags are AND, in the same address.
    expect(termLink(blog, 'tag', 'audio').href).toBe('/blog?e-filter-blog-category=reviews&e-filter-blog-tag=audio');
    // The top-rated grid is another widget: untouched.
    expect(widgetHtml(page.body, 'picks')).toContain('data-filter="__all" aria-current="true"');
  });

  it('reads OR from ~ (or %7E) and AND from + as the spec writes them', async () => {
    const either = await newest(IN_CATEGORY('reviews', 'guides'));
    for (const url of ['/blog?e-filter-blog-category=reviews~guides', '/blog?e-filter-blog-category=reviews%7Eguides'])
      expect(cardSlugs(widgetHtml((await get(url)).body, 'blog'))).toEqual(either);
    const both = await newest(`${HAS_TAG('fitness')} AND ${HAS_TAG('budget')}`);
    expect(both.length).toBeGreaterThan(0);
    const page = widgetHtml((await get('/blog?e-filter-blog-tag=fitness+budget')).body, 'blog');
    expect(cardSlugs(page)).toEqual(both);
    expect(termLink(page, 'tag', 'fitness')).toEqual({ href: '/blog?e-filter-blog-tag=budget', current: true });
  });

  it('shows per-term counts under the other filters, and AND counts under its own terms too', async () => {
    const page = widgetHtml((await get('/blog?e-filter-blog-category=reviews&e-filter-blog-tag=budget')).body, 'blog');
    // A tag's count is what adding it leaves: reviews with budget and that tag.
    expect(termCount(page, 'tag', 'audio')).toBe(
      await count(`${IN_CATEGORY('reviews')} AND ${HAS_TAG('budget')} AND ${HAS_TAG('audio')}`),
    );
    // A category's count (OR) ignores the categories chosen: posts with budget in that category.
    expect(termCount(page, 'category', 'guides')).toBe(
      await count(`${IN_CATEGORY('guides')} AND ${HAS_TAG('budget')}`),
    );
  });

  it('drops the page number from every filter link and keeps the filters in every page link', async () => {
    const page = widgetHtml((await get('/blog?paged=2')).body, 'blog');
    expect(termLink(page, 'category', 'news').href).toBe('/blog?e-filter-blog-category=news');
    const filtered = widgetHtml((await get('/blog?e-filter-blog-tag=budget&paged=2')).body, 'blog');
    expect(filtered).toContain('href="/blog?e-filter-blog-tag=budget" ');
    expect(cardSlugs(filtered)).toEqual((await newest(HAS_TAG('budget'), 24)).slice(12));
  });

  it('filters and pages the two grids of /blog independently', async () => {
    const page = await get('/blog?e-filter-picks-tag=audio~kitchen&paged=2');
    const picks = widgetHtml(page.body, 'picks');
    const rated = (
      await t.db.query<{ slug: string }>(
        `SELECT p.slug FROM content.posts p WHERE p.rating_percent IS NOT NULL AND (${HAS_TAG('audio')} OR ${HAS_TAG('kitchen')})
         ORDER BY p.rating_percent DESC, p.published_at DESC, p.id DESC LIMIT 4`,
      )
    ).rows.map((r) => r.slug);
    expect(cardSlugs(picks)).toEqual(rated);
    // The main grid stays on its page 2, unfiltered, and its links keep the other grid's filter.
    const blog = widgetHtml(page.body, 'blog');
    expect(cardSlugs(blog)).toEqual((await newest('true', 24)).slice(12));
    expect(termLink(blog, 'category', 'news').href).toBe(
      '/blog?e-filter-picks-tag=audio~kitchen&e-filter-blog-category=news',
    );
    // A filter of the second grid keeps the main grid's page; its own e-page goes.
    const paged = widgetHtml((await get('/blog?paged=2&e-page-picks=2')).body, 'picks');
    expect(termLink(paged, 'tag', 'audio').href).toBe('/blog?paged=2&e-filter-picks-tag=audio');
  });

  it('says so when nothing matches, with a way back', async () => {
    const page = await get('/blog?e-filter-blog-tag=no-such-tag&e-filter-blog-category=news');
    expect(page.statusCode).toBe(200);
    const blog = widgetHtml(page.body, 'blog');
    expect(cardSlugs(blog)).toEqual([]);
    expect(blog).toContain('<p class="content-loop__status" role="status">No posts match these filters.</p>');
    expect(blog).toContain('No posts match these filters. <a href="/blog">Clear filters</a>');
  });

  it('ignores what cannot be a filter, as the reference reads addresses', async () => {
    const all = await newest('true');
    for (const query of [
      'e-filter-blog-tag=',
      'e-filter-blog-tag=%3Cscript%3E',
      'e-filter-blog-nope=x',
      'e-filter-x=y',
    ])
      expect(cardSlugs(widgetHtml((await get(`/blog?${query}`)).body, 'blog'))).toEqual(all);
    // One store at a time: the first of several.
    const store = widgetHtml((await get('/blog?e-filter-blog-store=megamart+techhaven')).body, 'blog');
    expect(termLink(store, 'store', 'megamart').current).toBe(true);
    expect(termLink(store, 'store', 'techhaven')).toEqual({
      href: '/blog?e-filter-blog-store=techhaven',
      current: false,
    });
  });

  it('filters a category archive by tag within its category', async () => {
    const page = await get('/category/deals?e-filter-archive-tag=budget');
    expect(page.statusCode).toBe(200);
    const archive = widgetHtml(page.body, 'archive');
    expect(cardSlugs(archive)).toEqual(await newest(`${IN_CATEGORY('deals')} AND ${HAS_TAG('budget')}`));
    expect(termLink(archive, 'tag', 'budget')).toEqual({ href: '/category/deals', current: true });
    expect(archive).toContain('data-props="{&#34;widgetId&#34;:&#34;archive&#34;,&#34;postId&#34;:1001,');
  });

  it('filters the home page’s latest posts by the home page address', async () => {
    const section = await must(contentSlice.homeSection)(
      t.db,
      {} as never,
      { loggedIn: false },
      {
        url: '/?e-filter-latest-category=news',
      },
    );
    const latest = widgetHtml(section.html, 'latest');
    expect(cardSlugs(latest)).toEqual(await newest(IN_CATEGORY('news'), 6));
    expect(latest).toContain(`role="status">6 of ${await count(IN_CATEGORY('news'))} posts</p>`);
    expect(termLink(latest, 'category', 'deals').href).toBe('/?e-filter-latest-category=deals');
    expect(termLink(latest, 'category', '__all').href).toBe('/');
  });

  it('shows a post’s new tag on the next request (the loop index follows every write)', async () => {
    const before = widgetHtml((await get('/blog?e-filter-blog-tag=gift-ideas')).body, 'blog');
    const [newestPost = ''] = await newest(`NOT ${HAS_TAG('gift-ideas')}`, 1);
    await t.db.query(
      `INSERT INTO content.post_terms (post_id, term_id) SELECT p.id, t.id FROM content.posts p, content.terms t
       WHERE p.slug = $1 AND t.taxonomy = 'tag' AND t.slug = 'gift-ideas'`,
      [newestPost],
    );
    const after = widgetHtml((await get('/blog?e-filter-blog-tag=gift-ideas')).body, 'blog');
    expect(cardSlugs(after)).toContain(newestPost);
    expect(cardSlugs(before)).not.toContain(newestPost);
  });
});
