import { jsonAttr } from '@site/platform-kit/html';
import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { postWhere, seededContentApp, trustMember, visitorHeaders } from '../testing/content-app';
import { must } from '../testing/must';

const loginBus = (type: 'login' | 'restrict') => `data-bus-event="auth:open" data-bus-payload="${jsonAttr({ type })}"`;

describe.each(testDrivers())('mf-content post page (%s)', (driver) => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await seededContentApp(driver);
  }, 60_000);
  afterAll(() => t.close());

  it('renders a post without blocks with its byline, escaped body paragraphs and previous/next links', async () => {
    const post = await postWhere(t, 'NOT restricted');
    // A post stored before blocks existed: its plain-text body is the page.
    await t.db.query(`UPDATE content.posts SET blocks = '[]' WHERE id = $1`, [post.id]);
    const response = await get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('class="content-post__title"');
    expect(response.body).toMatch(/By <span class="content-post__author">[A-Z][a-z]+ [A-Z][a-z]+<\/span>/);
    const paragraphs = post.body.split('\n\n');
    expect(response.body.match(/<div class="content-post__body">([\s\S]*?)<\/div>/)?.[1]?.match(/<p>/g)).toHaveLength(
      paragraphs.length,
    );
    expect(response.body).toMatch(/class="content-post-nav__(prev|next)" rel="(prev|next)" href="\/blog\/[a-z0-9-]+"/);
    expect((await get('/blog/no-such-post')).json().error.code).toBe('CONTENT_POST_NOT_FOUND');
    // A slug that cannot exist is an unknown page, not a malformed request.
    expect((await get('/blog/Bad_Slug!')).json().error).toEqual({
      code: 'CONTENT_NOT_FOUND',
      message: 'No such page.',
    });
  });

  it('links the next older post as previous and the next newer as next, and nothing past either end', async () => {
    const { rows } = await t.db.query<{ slug: string }>('SELECT slug FROM content.posts ORDER BY published_at, id');
    const slugs = rows.map((r) => r.slug);
    const nav = async (slug: string) => {
      const body = (await get(`/blog/${slug}`)).body;
      const href = (rel: string) => body.match(new RegExp(`rel="${rel}" href="/blog/([a-z0-9-]+)"`))?.[1] ?? null;
      return { previous: href('prev'), next: href('next') };
    };
    expect(await nav(must(slugs[1]))).toEqual({ previous: slugs[0], next: slugs[2] });
    expect(await nav(must(slugs[0]))).toEqual({ previous: null, next: slugs[1] });
    expect(await nav(must(slugs.at(-1)))).toEqual({ previous: slugs.at(-2), next: null });
  });

  it('puts a countdown island placeholder with spec 3.10 props on posts whose countdown is in the future', async () => {
    const post = await postWhere(t, 'countdown_to > now() AND NOT restricted');
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
      `<div class="content-countdown-slot" data-island="mf-content/countdown" data-mount="visible" data-props="${jsonAttr(props)}">`,
    );
    expect(body).toContain('Ends on ');
    const past = await postWhere(t, 'countdown_to IS NULL AND NOT restricted');
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
    expect(body).toContain(
      `You must be logged in to post a comment. <a href="/login?redirect_to=/blog/${slug}" ${loginBus('login')} class="content-must-log-in">log in</a>`,
    );
    expect(body.match(/class="content-comment__reply-login">Log in to Reply<\/a>/g)).toHaveLength(total);
    expect(body).toContain(
      `<a href="/login?redirect_to=/blog/${slug}" ${loginBus('login')} class="content-comment__reply-login">`,
    );
    expect(body).not.toContain('<form class="content-comment-form"');
  });

  it('shows logged-out visitors only the excerpt of a restricted post and a restrict login prompt', async () => {
    const post = await postWhere(t, 'restricted');
    const lastParagraph = (post.body.split('\n\n').at(-1) ?? '').replace(/'/g, '&#39;');
    const body = (await get(`/blog/${post.slug}`)).body;
    expect(body).toContain('content-post__body--teaser');
    expect(body).not.toContain(lastParagraph);
    expect(body).toContain(`<a href="/login?redirect_to=/blog/${post.slug}" ${loginBus('restrict')}`);
    expect(body).not.toContain('class="content-comments"');
    const member = (await get(`/blog/${post.slug}`, await visitorHeaders(t, 'member'))).body;
    expect(member).toContain(lastParagraph);
    expect(member).not.toContain('auth:open');
    expect(member).toContain('<form class="content-comment-form"');
  });
});

describe.each(testDrivers())('mf-content comment form posts (%s)', (driver) => {
  let t: TestApp;
  let post: { id: number; slug: string };
  const postComment = async (as: 'visitor' | 'member', fields: Record<string, string>, slug = post.slug) =>
    t.app.inject({
      method: 'POST',
      url: `/blog/${slug}/comments`,
      headers: { ...(await visitorHeaders(t, as)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    t = await seededContentApp(driver);
    post = await postWhere(t, 'NOT restricted AND id IN (SELECT post_id FROM content.comments)');
    await trustMember(t, post.id);
  }, 60_000);
  afterAll(() => t.close());

  it('refuses comments from logged-out visitors', async () => {
    const response = await postComment('visitor', { body: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CONTENT_LOGIN_REQUIRED');
  });

  it("stores a member's comment and reply under the member's name and returns to them", async () => {
    const comment = await postComment('member', { body: 'Great <b>deal</b>' });
    expect(comment.statusCode).toBe(303);
    const id = Number(/^\/blog\/[a-z0-9-]+#comment-(\d+)$/.exec(String(comment.headers.location))?.[1]);
    expect(String(comment.headers.location)).toBe(`/blog/${post.slug}#comment-${id}`);
    const reply = await postComment('member', { body: 'Agreed', parent_id: String(id) });
    expect(reply.statusCode).toBe(303);
    const page = (await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` })).body;
    expect(page).toContain(`id="comment-${id}"`);
    expect(page).toContain('<b class="content-comment__author">Grace &#60;Member&#62;</b>');
    expect(page).toContain('<p class="content-comment__body">Great &#60;b&#62;deal&#60;/b&#62;</p>');
    expect(page).toMatch(
      new RegExp(`id="comment-${id}"[\\s\\S]*<ol class="content-comments__children">[\\s\\S]*Agreed`),
    );
  });

  it('refuses an empty comment with its own code, and shows the message on the page a browser gets', async () => {
    const response = await postComment('member', { body: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'CONTENT_BAD_COMMENT', message: 'Please write a comment.' } });
    const page = await t.app.inject({
      method: 'POST',
      url: `/blog/${post.slug}/comments`,
      headers: {
        ...(await visitorHeaders(t, 'member')),
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'body=',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<p>Please write a comment.</p>');
  });

  it('refuses a parent id beyond PostgreSQL int with a 400, not a 500', async () => {
    for (const parent of ['2147483648', '99999999999999999999', '0', 'abc']) {
      const response = await postComment('member', { body: 'Reply', parent_id: parent });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CONTENT_BAD_COMMENT');
    }
  });

  it('refuses a reply to a comment that does not exist or belongs to another post', async () => {
    const other = must(
      (
        await t.db.query<{ id: number }>('SELECT id FROM content.comments WHERE post_id <> $1 ORDER BY id LIMIT 1', [
          post.id,
        ])
      ).rows[0],
    );
    for (const parent of [String(other.id), '2147483647']) {
      const response = await postComment('member', { body: 'Reply', parent_id: parent });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CONTENT_BAD_PARENT');
    }
  });

  it('answers an unknown or impossible post with 404', async () => {
    expect((await postComment('member', { body: 'Hi' }, 'no-such-post')).json().error.code).toBe(
      'CONTENT_POST_NOT_FOUND',
    );
    expect((await postComment('member', { body: 'Hi' }, 'Bad_Slug!')).statusCode).toBe(404);
  });
});
