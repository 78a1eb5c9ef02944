import { buildTestApp, type TestApp } from '../../../tools/testing/test-app';
import { testDrivers } from '../../../tools/testing/test-db';
import { newVisitor } from '../../../tools/testing/visitor';
import { contentSlice } from './index';

/** Narrow a value the test just made sure exists (the lint bans `!`). */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

type PostFacts = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  countdown_to: Date | null;
  restricted: boolean;
};

describe.each(testDrivers())('mf-content pages (%s)', (driver) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const postWhere = async (where: string): Promise<PostFacts> => {
    const { rows } = await t.db.query<PostFacts>(
      `SELECT slug, title, excerpt, body, countdown_to, restricted FROM content.posts WHERE ${where} ORDER BY id LIMIT 1`,
    );
    if (!rows[0]) throw new Error(`no seeded post where ${where}`);
    return rows[0];
  };

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    await must(contentSlice.seed)(t.db, { posts: 30, products: 0, offers: 0, users: 0 }, () => {});
  }, 60_000);
  afterAll(() => t.close());

  it('lists the 12 newest posts on /blog and pages with ?paged=N', async () => {
    const first = await get('/blog');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body.match(/class="content-card"/g)).toHaveLength(12);
    expect(first.body).toContain('Page 1 of 3');
    expect(first.body).toContain('href="/blog?paged=2"');
    const newest = must(
      (await t.db.query<{ slug: string }>('SELECT slug FROM content.posts ORDER BY published_at DESC, id DESC LIMIT 1'))
        .rows[0],
    );
    expect(first.body.match(/class="content-card__title"><a href="\/blog\/([a-z0-9-]+)"/)?.[1]).toBe(newest.slug);
    const third = await get('/blog?paged=3');
    expect(third.statusCode).toBe(200);
    expect(third.body.match(/class="content-card"/g)).toHaveLength(6);
    expect(third.body).toContain('href="/blog?paged=2"');
    expect(third.body).not.toContain('content-pagination__next');
  });

  it('refuses a bad page number with 400 and a page past the end with 404', async () => {
    for (const paged of ['0', 'abc', '-1', '1.5']) {
      const response = await get(`/blog?paged=${paged}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'CONTENT_BAD_PAGE', message: expect.any(String) } });
    }
    expect((await get('/blog?paged=4')).statusCode).toBe(404);
  });

  it('shows only the posts of a category on /category/:slug', async () => {
    const { rows } = await t.db.query<{ total: number }>(
      "SELECT count(*)::int AS total FROM content.posts p JOIN content.categories c ON c.id = p.category_id WHERE c.slug = 'guides'",
    );
    const response = await get('/category/guides');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 class="content-archive__title">Guides</h1>');
    expect(response.body.match(/class="content-card"/g)).toHaveLength(Math.min(12, must(rows[0]).total));
    expect(
      response.body
        .match(/class="content-card__category" href="\/category\/([a-z-]+)"/g)
        ?.every((m) => m.includes('/category/guides')),
    ).toBe(true);
    expect((await get('/category/no-such-category')).statusCode).toBe(404);
    expect((await get('/category/guides?paged=x')).statusCode).toBe(400);
  });

  it('renders a post with its byline, escaped body paragraphs and previous/next links', async () => {
    const post = await postWhere('NOT restricted');
    const response = await get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="content-post__title"');
    expect(response.body).toMatch(/By <span class="content-post__author">[A-Z][a-z]+ [A-Z][a-z]+<\/span>/);
    const paragraphs = post.body.split('\n\n');
    expect(response.body.match(/<div class="content-post__body">([\s\S]*?)<\/div>/)?.[1]?.match(/<p>/g)).toHaveLength(
      paragraphs.length,
    );
    expect(response.body).toMatch(/class="content-post-nav__(prev|next)" rel="(prev|next)" href="\/blog\/[a-z0-9-]+"/);
    expect((await get('/blog/no-such-post')).statusCode).toBe(404);
    expect((await get('/blog/Bad_Slug!')).statusCode).toBe(404);
  });

  it('puts a countdown island placeholder with spec 3.10 props on posts whose countdown is in the future', async () => {
    const post = await postWhere('countdown_to > now() AND NOT restricted');
    const target = new Date(must(post.countdown_to));
    const body = (await get(`/blog/${post.slug}`)).body;
    const props = {
      day: target.getUTCDate(),
      month: target.getUTCMonth() + 1,
      year: target.getUTCFullYear(),
      hour: target.getUTCHours(),
      min: target.getUTCMinutes(),
    };
    expect(body).toContain(
      `<div class="content-countdown-slot" data-island="mf-content/countdown" data-mount="visible" data-props='${JSON.stringify(props)}'>`,
    );
    expect(body).toContain('Ends on ');
    const past = await postWhere('countdown_to IS NULL AND NOT restricted');
    expect((await get(`/blog/${past.slug}`)).body).not.toContain('data-island="mf-content/countdown"');
  });

  it('threads comments and offers logged-out visitors login links instead of forms', async () => {
    const { rows } = await t.db.query<{ slug: string; total: number }>(
      `SELECT p.slug, count(*)::int AS total FROM content.posts p JOIN content.comments c ON c.post_id = p.id
       WHERE NOT p.restricted AND p.id IN (SELECT post_id FROM content.comments WHERE parent_id IS NOT NULL)
       GROUP BY p.id ORDER BY p.id LIMIT 1`,
    );
    const { slug, total } = must(rows[0]);
    const body = (await get(`/blog/${slug}`)).body;
    expect(body.match(/class="content-comment" id="comment-\d+"/g)).toHaveLength(total);
    expect(body).toContain('<ol class="content-comments__children">');
    const bus = `data-bus-event="auth:open" data-bus-payload='{"type":"login"}'`;
    expect(body).toContain(
      `You must be logged in to post a comment. <a href="/login?redirect_to=/blog/${slug}" ${bus} class="content-must-log-in">log in</a>`,
    );
    expect(body.match(/class="content-comment__reply-login">Log in to Reply<\/a>/g)).toHaveLength(total);
    expect(body).toContain(`<a href="/login?redirect_to=/blog/${slug}" ${bus} class="content-comment__reply-login">`);
    expect(body).not.toContain('<form class="content-comment-form"');
  });

  it('shows logged-out visitors only the excerpt of a restricted post and a restrict login prompt', async () => {
    const post = await postWhere('restricted');
    const body = (await get(`/blog/${post.slug}`)).body;
    expect(body).toContain('content-post__body--teaser');
    const lastParagraph = post.body.split('\n\n').at(-1) ?? '';
    expect(body).not.toContain(lastParagraph.replace(/'/g, '&#39;'));
    expect(body).toContain(`data-bus-payload='{"type":"restrict"}'`);
    expect(body).toContain(`href="/login?redirect_to=/blog/${post.slug}"`);
    expect(body).not.toContain('class="content-comments"');
  });

  it('refuses comments from logged-out visitors', async () => {
    const post = await postWhere('NOT restricted');
    const visitor = await newVisitor(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/blog/${post.slug}/comments`,
      headers: visitor.headers,
      payload: { body: 'Hello' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CONTENT_LOGIN_REQUIRED');
  });

  it('contributes a home section, a Blog menu and search documents', async () => {
    const home = await must(contentSlice.homeSection)(t.db, {} as never);
    expect(home.order).toBe(30);
    expect(home.html.match(/class="content-card"/g)).toHaveLength(6);
    const menu = await must(contentSlice.menu)(t.db);
    expect(menu.main?.[0]).toMatchObject({ label: 'Blog', href: '/blog' });
    expect(must(menu.main?.[0]).children).toContainEqual({ label: 'Reviews', href: '/category/reviews' });
    const docs = [];
    for await (const batch of must(contentSlice.searchDocuments)(t.db)) docs.push(...batch);
    expect(docs).toHaveLength(30);
    expect(docs[0]).toMatchObject({
      postType: 'post',
      sourceId: 1,
      price: null,
      url: expect.stringMatching(/^\/blog\//),
    });
    expect(must(docs[0]).taxonomies.category).toHaveLength(1);
    expect(must(docs[0]).date).toMatch(/^\d{4}-\d\d-\d\dT/);
    const terms = await must(contentSlice.searchTerms)(t.db);
    expect(terms).toContainEqual({
      taxonomy: 'category',
      taxonomyPluralName: 'Categories',
      termId: 1,
      name: 'Deals',
      description: expect.any(String),
      url: '/category/deals',
    });
  });
});
