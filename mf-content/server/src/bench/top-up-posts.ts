import type { Sql } from '@site/shared-contracts/platform';
import { insertPosts, insertPostTerms, syncSequences } from '../data/seed-writes';
import { listTerms } from '../data/terms';
import { generatePosts, seedReference } from '../seed/generate';
import { generatePostTerms } from '../seed/generate-terms';

/**
 * Make the blog `count` posts long, as the seed would have made them (the same generator, the ids after the
 * last one), with their tags and stores. The bench seeds 2 000 posts; issue 14's budgets are for 3 000.
 */
export async function topUpPosts(db: Sql, count: number): Promise<number> {
  const { rows } = await db.query<{ n: number; last: number }>(
    'SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS last FROM content.posts',
  );
  const { n = 0, last = 0 } = rows[0] ?? {};
  if (n >= count) return n;
  const posts = generatePosts(last + count - n, seedReference()).filter((p) => p.id > last);
  const links = generatePostTerms(posts, await listTerms(db));
  await db.transaction(async (tx) => {
    await insertPosts(tx, posts);
    await insertPostTerms(tx, links);
  });
  await syncSequences(db);
  return count;
}
