import { must } from '../testing/must';
import { generateComments, generatePosts, seedReference } from './generate';

const reference = seedReference(Date.UTC(2026, 4, 10, 9, 41, 17));
const DAY = 86_400_000;

describe('content seed generation', () => {
  it('is deterministic for the same count and reference', () => {
    const a = generatePosts(200, reference);
    const b = generatePosts(200, reference);
    expect(a).toEqual(b);
    expect(generateComments(a, reference)).toEqual(generateComments(b, reference));
  });

  it('writes the same posts on any day of the year: only the dates move with the reference', () => {
    // The e2e search baselines rely on it: a suite run another day searches the same titles and bodies.
    const text = (posts: ReturnType<typeof generatePosts>) =>
      posts.map((p) => ({ title: p.title, body: p.body, restricted: p.restricted, category: p.categoryId }));
    const later = seedReference(reference.getTime() + 123 * DAY + 5 * 3_600_000);
    const a = generatePosts(300, reference);
    const b = generatePosts(300, later);
    expect(text(b)).toEqual(text(a));
    expect(b.map((p) => later.getTime() - p.publishedAt.getTime())).toEqual(
      a.map((p) => reference.getTime() - p.publishedAt.getTime()),
    );
  });

  it('rounds the reference down to the hour so countdown targets have 0 seconds', () => {
    expect(reference.toISOString()).toBe('2026-05-10T09:00:00.000Z');
    for (const post of generatePosts(300, reference)) {
      if (post.countdownTo) expect(post.countdownTo.getUTCSeconds()).toBe(0);
    }
  });

  it('spreads dates over the two years before seeding and countdowns over the year after it', () => {
    const posts = generatePosts(1000, reference);
    const ref = reference.getTime();
    for (const post of posts) {
      expect(post.publishedAt.getTime()).toBeLessThan(ref);
      expect(post.publishedAt.getTime()).toBeGreaterThanOrEqual(ref - 731 * DAY);
      if (post.countdownTo) {
        expect(post.countdownTo.getTime()).toBeGreaterThan(ref);
        expect(post.countdownTo.getTime()).toBeLessThan(ref + 366 * DAY);
      }
    }
    const ends = posts.flatMap((p) => (p.countdownTo ? [p.countdownTo.getTime() - ref] : []));
    expect(ends.length / posts.length).toBeGreaterThan(0.15);
    expect(ends.length / posts.length).toBeLessThan(0.25);
    // Keeps a demo alive: some end within the day, most are still running a month later, some after half a year.
    expect(ends.some((ms) => ms < DAY)).toBe(true);
    expect(ends.filter((ms) => ms > 30 * DAY).length / ends.length).toBeGreaterThan(0.15);
    expect(ends.some((ms) => ms > 180 * DAY)).toBe(true);
  });

  it('gives every post blocks the contract accepts: ToC, headings, share links, the widgets of its kind', () => {
    for (const post of generatePosts(300, reference)) {
      const types = new Set(post.blocks.map((b) => b.type));
      for (const type of ['paragraph', 'toc', 'heading', 'table', 'share'] as const) expect(types.has(type)).toBe(true);
      expect(types.has('rating-bars')).toBe(post.ratingPercent !== null);
      expect(types.has('countdown')).toBe(post.countdownTo !== null);
      const countdown = post.blocks.find((b) => b.type === 'countdown');
      if (countdown?.type === 'countdown') expect(countdown.to).toEqual(post.countdownTo);
    }
    const all = generatePosts(300, reference).flatMap((p) => p.blocks.map((b) => b.type));
    for (const type of ['video', 'carousel', 'radial', 'image']) expect(all).toContain(type);
  });

  it('makes unique slugs, multi-paragraph bodies and ratings only on reviews', () => {
    const posts = generatePosts(500, reference);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(post.title).not.toMatch(/[{}]/);
      expect(post.body).not.toMatch(/[{}]/);
      if (post.ratingPercent !== null) expect(post.categoryId).toBe(2);
    }
    expect(posts.some((p) => p.restricted)).toBe(true);
  });

  it('generates replies that point at an earlier comment of the same post', () => {
    const posts = generatePosts(200, reference);
    const comments = generateComments(posts, reference);
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parentId !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = byId.get(must(reply.parentId));
      expect(parent?.postId).toBe(reply.postId);
      expect(must(parent).id).toBeLessThan(reply.id);
    }
  });
});
