import {
  AUTHORS,
  CATEGORIES,
  COMMENTERS,
  COMMENT_TEXTS,
  PARAGRAPHS,
  PRODUCTS,
  REPLY_TEXTS,
  STORES,
  TITLE_TEMPLATES,
} from './content-data';
import { createRandom, slugify } from '@site/platform-kit/random';
import type { Random } from '@site/platform-kit/random';
import { generateBlocks } from './blocks';
import type { Category } from '../data/categories';
import type { AuthorRow, CommentRow, PostRow } from '../data/seed-writes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TWO_YEARS = 730 * DAY;

export function generateCategories(): Category[] {
  return CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, description: c.description }));
}

export function generateAuthors(): AuthorRow[] {
  return AUTHORS.map((name, i) => ({ id: i + 1, slug: slugify(name), displayName: name }));
}

function fill(template: string, random: Random, product: string, store: string, year: number): string {
  return template
    .replace(/\{product\}/g, product)
    .replace(/\{store\}/g, store)
    .replace(/\{year\}/g, String(year))
    .replace(/\{n\}/g, () => String(random.int(2, 6) * 5));
}

/**
 * How long after seeding a countdown ends: a quarter within the day (one may end during a demo), half within the
 * month, a quarter later in the year, so a demo seeded once keeps running countdowns for a year. Whole hours
 * after the hour-rounded reference, so targets have 0 seconds (spec 3.10).
 */
function countdownOffset(random: Random): number {
  const tier = random.next();
  if (tier < 0.25) return random.int(1, 23) * HOUR;
  if (tier < 0.75) return random.int(1, 30) * DAY + random.int(0, 23) * HOUR;
  return random.int(31, 365) * DAY + random.int(0, 23) * HOUR;
}

/**
 * Deterministic posts: the same count and reference give the same rows. Dates and countdowns are
 * offsets from `reference` (the seed time, rounded down to the hour), so published dates cover the
 * two years before seeding and countdowns end from an hour to a year after it (countdownOffset).
 */
export function generatePosts(count: number, reference: Date): PostRow[] {
  const random = createRandom(0xc0_47e7);
  const ref = reference.getTime();
  const year = reference.getUTCFullYear();
  const rows: PostRow[] = [];
  for (let id = 1; id <= count; id++) {
    const category = random.pick(CATEGORIES);
    const kind = category.kind;
    const product = random.pick(PRODUCTS);
    const store = random.pick(STORES);
    const title = fill(random.pick(TITLE_TEMPLATES[kind]), random, product, store, year);
    const pool = PARAGRAPHS[kind];
    const paragraphs = pool.slice(0, random.int(3, pool.length)).map((p) => fill(p, random, product, store, year));
    // Minute precision keeps dates tidy; older ids are not necessarily older posts, like a real blog.
    const publishedAt = new Date(ref - Math.floor(random.next() * (TWO_YEARS / MINUTE)) * MINUTE - HOUR);
    const countdownTo = random.chance(0.2) ? new Date(ref + countdownOffset(random)) : null;
    const ratingPercent = kind === 'review' ? random.int(55, 98) : null;
    rows.push({
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      excerpt: paragraphs[0] ?? title,
      body: paragraphs.join('\n\n'),
      authorId: random.int(1, AUTHORS.length),
      categoryId: CATEGORIES.indexOf(category) + 1,
      publishedAt,
      restricted: random.chance(0.08),
      countdownTo,
      ratingPercent,
      // Its own random stream, so the blocks can grow without reshuffling every other field of the seed.
      blocks: generateBlocks(
        { id, kind, product, store, paragraphs, ratingPercent, countdownTo },
        createRandom(0xb10c_0000 + id),
      ),
    });
  }
  return rows;
}

/** Comments for the given posts, some with one level of replies; ids are explicit so replies can point at parents. */
export function generateComments(posts: readonly PostRow[], reference: Date): CommentRow[] {
  const random = createRandom(0xc0_33e7);
  const rows: CommentRow[] = [];
  for (const post of posts) {
    if (!random.chance(0.6)) continue;
    const span = Math.max(HOUR, reference.getTime() - post.publishedAt.getTime());
    for (let i = random.int(1, 4); i > 0; i--) {
      const createdAt = new Date(post.publishedAt.getTime() + Math.floor(random.next() * span * 0.5));
      const parent: CommentRow = {
        id: rows.length + 1,
        postId: post.id,
        parentId: null,
        authorName: random.pick(COMMENTERS),
        body: random.pick(COMMENT_TEXTS),
        createdAt,
      };
      rows.push(parent);
      if (random.chance(0.35)) {
        rows.push({
          id: rows.length + 1,
          postId: post.id,
          parentId: parent.id,
          authorName: random.pick(COMMENTERS),
          body: random.pick(REPLY_TEXTS),
          createdAt: new Date(Math.min(reference.getTime(), createdAt.getTime() + random.int(1, 48) * HOUR)),
        });
      }
    }
  }
  return rows;
}

/** The seed's reference time: now, rounded down to the hour so countdown targets have 0 seconds. */
export function seedReference(now = Date.now()): Date {
  return new Date(Math.floor(now / HOUR) * HOUR);
}
