import type { TestApp } from '../../../../tools/testing/test-app';
import { testDrivers } from '../../../../tools/testing/test-db';
import { postWhere, seededContentApp, visitorHeaders, type TestRole } from '../testing/content-app';
import { must } from '../testing/must';

const FORM = 'application/x-www-form-urlencoded';

describe.each(testDrivers())('mf-content comment moderation (%s)', (driver) => {
  let t: TestApp;
  let post: { id: number; slug: string };
  const page = async (as: TestRole) =>
    (await t.app.inject({ method: 'GET', url: `/blog/${post.slug}`, headers: await visitorHeaders(t, as) })).body;
  const postComment = async (as: TestRole, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/blog/${post.slug}/comments`,
      headers: { ...(await visitorHeaders(t, as)), 'content-type': FORM },
      payload: new URLSearchParams(fields).toString(),
    });
  const decide = async (as: TestRole, id: number | string, decision: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/admin/comments/${id}/${decision}`,
      headers: { ...(await visitorHeaders(t, as)), 'content-type': FORM, ...headers },
      payload: '',
    });
  const idOf = (location: unknown) => Number(/#comment-(\d+)$/.exec(String(location))?.[1]);

  beforeAll(async () => {
    t = await seededContentApp(driver);
    post = await postWhere(
      t,
      'NOT restricted AND id IN (SELECT post_id FROM content.comments WHERE parent_id IS NULL)',
    );
  }, 60_000);
  afterAll(() => t.close());

  it("holds a new account's first comment: only its author sees it, awaiting moderation, and nobody may reply", async () => {
    const response = await postComment('newcomer', { body: 'Buy cheap pills' });
    expect(response.statusCode).toBe(303);
    const id = idOf(response.headers.location);
    expect(id).toBeGreaterThan(0);
    for (const as of ['visitor', 'member', 'admin'] as const) expect(await page(as)).not.toContain('Buy cheap pills');
    const own = await page('newcomer');
    expect(own).toMatch(new RegExp(`id="comment-${id}">[\\s\\S]*?Buy cheap pills[\\s\\S]*?awaiting moderation`));
    const reply = await postComment('member', { body: 'Reply', parent_id: String(id) });
    expect(reply.json().error.code).toBe('CONTENT_BAD_PARENT');
  });

  it('lets only administrators see the queue', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/comments', headers: { accept: 'text/html' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Log in with an administrator account');
    const member = await t.app.inject({
      method: 'GET',
      url: '/admin/comments',
      headers: await visitorHeaders(t, 'member'),
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('CONTENT_ADMIN_ONLY');
    expect((await decide('member', 1, 'approve')).statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/admin/comments',
      headers: await visitorHeaders(t, 'admin'),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.body).toContain('Buy cheap pills');
    expect(admin.body).toMatch(
      /<form method="post" action="\/admin\/comments\/\d+\/approve">\s*<input type="hidden" name="_csrf"/,
    );
  });

  it('approves with the CSRF token only, records who and when, and trusts the account afterwards', async () => {
    const { id } = must(
      (
        await t.db.query<{ id: number }>(
          "SELECT id FROM content.comments WHERE status = 'pending' AND author_user_id = 8",
        )
      ).rows[0],
    );
    const forged = await decide('admin', id, 'approve', { 'x-csrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('CSRF_INVALID');
    const before = Date.now();
    const approved = await decide('admin', id, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe('/admin/comments');
    expect(await page('visitor')).toContain('Buy cheap pills');
    const { rows } = await t.db.query<{
      decision: string;
      moderator_id: number;
      moderator_name: string;
      decided_at: Date;
    }>(
      'SELECT decision, moderator_id, moderator_name, decided_at FROM content.comment_decisions WHERE comment_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ decision: 'approved', moderator_id: 1, moderator_name: 'Site Admin' });
    expect(new Date(must(rows[0]).decided_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const audit = (
      await t.app.inject({ method: 'GET', url: '/admin/comments', headers: await visitorHeaders(t, 'admin') })
    ).body;
    expect(audit).toMatch(/<td>Site Admin \(#1\)<\/td><td>approved<\/td>/);
    // Decided once: a second decision (another moderator a moment later) changes nothing.
    expect((await decide('admin', id, 'reject')).json().error.code).toBe('CONTENT_NOT_PENDING');
    const next = await postComment('newcomer', { body: 'Second thoughts' });
    expect(await page('visitor')).toContain(`id="comment-${idOf(next.headers.location)}"`);
  });

  it('rejects: the comment never goes live and the decision is kept', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "INSERT INTO content.comments (post_id, author_user_id, author_name, body, status) VALUES ($1, 99, 'Spammer', 'Spam link', 'pending') RETURNING id",
      [post.id],
    );
    const id = must(rows[0]).id;
    expect((await decide('admin', id, 'reject')).statusCode).toBe(303);
    expect(await page('visitor')).not.toContain('Spam link');
    const status = await t.db.query<{ status: string }>('SELECT status FROM content.comments WHERE id = $1', [id]);
    expect(status.rows[0]?.status).toBe('rejected');
    const decisions = await t.db.query('SELECT 1 FROM content.comment_decisions WHERE comment_id = $1', [id]);
    expect(decisions.rows).toHaveLength(1);
  });

  it('refuses ids beyond PostgreSQL int and unknown decisions with a 400 or 404, never a 500', async () => {
    for (const id of ['2147483648', '9223372036854775808', '1e400', '-1']) {
      const response = await decide('admin', id, 'approve');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await decide('admin', 2147483647, 'approve')).statusCode).toBe(404);
    expect((await decide('admin', 1, 'delete')).statusCode).toBe(400);
  });
});

describe.each(testDrivers())('mf-content comment limits (%s)', (driver) => {
  let t: TestApp;
  let post: { id: number; slug: string };
  const postComment = async (as: TestRole, body: string, accept = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/blog/${post.slug}/comments`,
      headers: { ...(await visitorHeaders(t, as)), 'content-type': FORM, accept },
      payload: new URLSearchParams({ body }).toString(),
    });

  beforeAll(async () => {
    t = await seededContentApp(driver, 30, {
      CONTENT_COMMENTS_PER_MINUTE: '5',
      CONTENT_COMMENTS_PER_MINUTE_PER_IP: '8',
    });
    post = await postWhere(t, 'NOT restricted');
  }, 60_000);
  afterAll(() => t.close());

  it('40 comments at once from a new account: 5 are taken and held, the rest refused, none published', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => postComment('newcomer', `flood ${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 303)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = must(answers.find((a) => a.statusCode === 429));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error).toEqual({
      code: 'CONTENT_COMMENT_RATE_LIMITED',
      message: expect.stringMatching(/^You are posting comments too quickly\. Please wait \d+ seconds/),
    });
    const { rows } = await t.db.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM content.comments WHERE body LIKE 'flood %' GROUP BY status",
    );
    expect(rows).toEqual([{ status: 'pending', n: 5 }]);
    const publicPage = (await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` })).body;
    expect(publicPage).not.toContain('flood ');
  });

  it('limits an address whatever account posts, and shows the message on the no-JS error page', async () => {
    // The newcomer's 5 above count for this address too: 3 more from another account reach its 8.
    for (let i = 0; i < 3; i++) expect((await postComment('member', `ip ${i}`)).statusCode).toBe(303);
    const page = await postComment('admin', 'one too many', 'text/html');
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('You are posting comments too quickly.');
  });
});
