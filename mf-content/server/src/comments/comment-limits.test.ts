import type { TestApp } from '../../../../tools/testing/test-app';
import { sharedRedisEnv, UNREACHABLE_REDIS_ENV, untilRedisReady } from '../../../../tools/testing/test-redis';
import { postWhere, seededContentApp, visitorHeaders } from '../testing/content-app';

const FORM = 'application/x-www-form-urlencoded';
const LIMITS = { CONTENT_COMMENTS_PER_MINUTE: '3', CONTENT_COMMENTS_PER_MINUTE_PER_IP: '100' };

const postComment = async (t: TestApp, slug: string, body: string, accept = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: `/blog/${slug}/comments`,
    headers: { ...(await visitorHeaders(t, 'member')), 'content-type': FORM, accept },
    payload: new URLSearchParams({ body }).toString(),
  });

describe('mf-content comment limits across processes', () => {
  it('is one budget per account for two processes sharing Redis: the 4th comment is refused wherever it lands', async () => {
    const shared = await sharedRedisEnv('the shared comment budget test');
    if (!shared) return;
    // Two processes, each on its own copy of the same deterministic seed: only Redis is shared here.
    const [a, b] = await Promise.all([
      seededContentApp('pglite', 3, { ...LIMITS, ...shared }),
      seededContentApp('pglite', 3, { ...LIMITS, ...shared }),
    ]);
    try {
      await Promise.all([untilRedisReady(a.app), untilRedisReady(b.app)]);
      const { slug } = await postWhere(a, 'NOT restricted');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await postComment(i % 2 === 0 ? a : b, slug, `split ${i}`)).statusCode);
      expect(statuses).toEqual([303, 303, 303, 429, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 90_000);

  it('refuses comments for a moment while Redis cannot be reached, on the no-JS page too', async () => {
    const t = await seededContentApp('pglite', 3, { ...LIMITS, ...UNREACHABLE_REDIS_ENV });
    try {
      const { slug } = await postWhere(t, 'NOT restricted');
      const refused = await postComment(t, slug, 'while Redis is away');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().error.code).toBe('TEMPORARILY_UNAVAILABLE');
      const page = await postComment(t, slug, 'while Redis is away', 'text/html');
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('unavailable for a moment');
      const { rows } = await t.db.query('SELECT 1 FROM content.comments WHERE body = $1', ['while Redis is away']);
      expect(rows).toHaveLength(0);
      // Reading goes on: the post page is served.
      expect((await t.app.inject({ url: `/blog/${slug}` })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
