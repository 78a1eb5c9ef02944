import type { Sql } from '@site/shared-contracts/platform';
import type { SearchMatch } from '../engine/search-match';

/** A logged term is suggested only once this many searches used it: one-off (possibly personal) text never is. */
export const LOG_MIN_COUNT = 3;

/**
 * Logged searches starting with the phrase, and title words completing its last word. Both reads are
 * bounded (index range, then at most 200 rows sorted), so a huge log or vocabulary stays cheap.
 */
export async function findSuggestions(db: Sql, match: SearchMatch, limit = 10): Promise<string[]> {
  const head = match.words.slice(0, -1).join(' ');
  const { rows } = await db.query<{ tokens: string }>(
    `SELECT tokens FROM (
       SELECT term AS tokens, count AS score FROM (
         SELECT term, count FROM search.log WHERE term LIKE $1 AND count >= $5 LIMIT 200) l
       UNION ALL
       SELECT CASE WHEN $3 = '' THEN word ELSE $3 || ' ' || word END, frequency FROM (
         SELECT word, frequency FROM search.vocabulary WHERE word LIKE $2 LIMIT 200) v
     ) s GROUP BY tokens ORDER BY max(score) DESC, tokens LIMIT $4`,
    [match.prefixPattern, match.lastWordPattern, head, limit, LOG_MIN_COUNT],
  );
  return rows.map((r) => r.tokens);
}

/**
 * Add searches to the log in one statement: only the normalised term and a counter are kept, never
 * who searched or when exactly.
 */
export async function addSearchCounts(db: Sql, counts: ReadonlyMap<string, number>): Promise<void> {
  await db.query(
    `INSERT INTO search.log (term, count, last_seen)
     SELECT t.term, t.n, now() FROM unnest($1::text[], $2::int[]) AS t(term, n)
     ON CONFLICT (term) DO UPDATE SET count = search.log.count + excluded.count, last_seen = now()`,
    [[...counts.keys()], [...counts.values()]],
  );
}
