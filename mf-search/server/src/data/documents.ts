import type { Sql } from '@site/shared-contracts/platform';
import type { SearchOrderby } from '@site/shared-contracts/search';

/** One indexed document as the engine and the views read it (prices and ratings as numeric text). */
export type DocumentRow = {
  post_type: string;
  source_id: number;
  title: string;
  body: string;
  url: string;
  image_url: string | null;
  date: string | null;
  taxonomies: Record<string, string[]>;
  popularity: number;
  price: string | null;
  regular_price: string | null;
  min_price: string | null;
  max_price: string | null;
  sale_discount: string;
  rating: string;
  /** Place by popularity within the content type (0 = most popular). */
  rank: number;
  sort_price: string | null;
};

/** What checking a candidate needs: its title and terms, not the whole row (a body is most of a row). */
export type CandidateRow = Pick<DocumentRow, 'rank' | 'title'> & { term_ids: Record<string, number[]> };

const COLUMNS = `d.post_type, d.source_id, d.title, d.body, d.url, d.image_url,
  to_char(d.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date, d.taxonomies, d.popularity,
  d.price, d.regular_price, d.min_price, d.max_price, d.sale_discount::text, d.rating::text, d.rank, d.sort_price::text`;

/**
 * Rows for these ranks of one content type, in the order given (one index probe each). Ordered here, not by
 * joining unnest(...) WITH ORDINALITY: that costs PGlite a third more per call (1.43 against 0.99 ms for five
 * rows at 1 000 000 documents), and this is every search's one statement.
 */
export async function rowsByRank(db: Sql, postType: string, ranks: readonly number[]): Promise<DocumentRow[]> {
  if (ranks.length === 0) return [];
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM search.documents d WHERE d.post_type = $1 AND d.rank = ANY($2::int[])`,
    [postType, ranks],
  );
  const byRank = new Map(rows.map((row) => [row.rank, row]));
  return ranks.flatMap((rank) => byRank.get(rank) ?? []);
}

/** Titles and terms of these ranks (what checking a candidate needs), in the order given. */
export async function candidatesByRank(db: Sql, postType: string, ranks: readonly number[]): Promise<CandidateRow[]> {
  if (ranks.length === 0) return [];
  const { rows } = await db.query<CandidateRow>(
    'SELECT d.rank, d.title, d.term_ids FROM search.documents d WHERE d.post_type = $1 AND d.rank = ANY($2::int[])',
    [postType, ranks],
  );
  const byRank = new Map(rows.map((row) => [row.rank, row]));
  return ranks.flatMap((rank) => byRank.get(rank) ?? []);
}

/**
 * Ranks of documents matching `words` (a tsquery literal) but not `inTitle` (every word in the title), from
 * `fromRank` on, lowest first, at most `limit`. For words few documents hold: the matches are collected from
 * the GIN index first (materialised, so no LIMIT can tempt the planner into a sequential scan hoping to stop
 * early, which for a rare word reads the whole table), then ordered.
 */
export async function bodyOnlyRanksFromIndex(
  db: Sql,
  postType: string,
  words: string,
  inTitle: string,
  fromRank: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ rank: number }>(
    `WITH m AS MATERIALIZED (SELECT rank, tsv FROM search.documents WHERE post_type = $1 AND tsv @@ $2::tsquery)
     SELECT rank FROM m WHERE rank >= $4 AND NOT tsv @@ to_tsquery('simple', $3) ORDER BY rank LIMIT $5`,
    [postType, words, inTitle, fromRank, limit],
  );
  return rows.map((r) => r.rank);
}

/**
 * The same among ranks [from, to) only, read along the rank index: for words many documents hold, the first
 * matches sit among the first ranks, and a bounded range costs what its rows cost, whatever the catalogue.
 * ts_match_vq is @@ by its function name, which no index serves: with the operator, the planner ANDs the
 * range with the GIN index, and for a word in 125 000 documents that reads all of their entries (45 ms).
 */
export async function bodyOnlyRanksInRange(
  db: Sql,
  postType: string,
  words: string,
  inTitle: string,
  from: number,
  to: number,
): Promise<number[]> {
  const { rows } = await db.query<{ rank: number }>(
    `SELECT rank FROM search.documents WHERE post_type = $1 AND rank >= $4 AND rank < $5
       AND ts_match_vq(tsv, $2::tsquery) AND NOT ts_match_vq(tsv, to_tsquery('simple', $3)) ORDER BY rank`,
    [postType, words, inTitle, from, to],
  );
  return rows.map((r) => r.rank);
}

const SORT_SQL: Record<Exclude<SearchOrderby, 'relevance'>, string> = {
  date: 'd.date DESC NULLS LAST',
  price: 'd.sort_price ASC NULLS LAST',
  'price-desc': 'd.sort_price DESC NULLS LAST',
  rating: 'd.rating DESC',
};

/** The first `limit` of these ranks in another sort order (results page sorts other than relevance). */
export async function rowsByRankSorted(
  db: Sql,
  postType: string,
  ranks: readonly number[],
  orderby: Exclude<SearchOrderby, 'relevance'>,
  limit: number,
): Promise<DocumentRow[]> {
  if (ranks.length === 0) return [];
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM search.documents d WHERE d.post_type = $1 AND d.rank = ANY($2::int[])
     ORDER BY ${SORT_SQL[orderby]}, d.rank LIMIT $3`,
    [postType, ranks, limit],
  );
  return rows;
}

/**
 * Documents with every word in the title, counted up to `cap` (the results page shows "1,000+" past it).
 * `rare`: the words are in few titles, so the GIN index collects them (materialised: a LIMIT would tempt
 * the planner into a sequential scan that, for a word in no title, reads all 1 000 000 documents).
 */
export async function countInTitles(
  db: Sql,
  postType: string,
  titleTsquery: string,
  cap: number,
  rare: boolean,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    rare
      ? `WITH m AS MATERIALIZED (SELECT 1 FROM search.documents WHERE post_type = $1 AND tsv @@ to_tsquery('simple', $2))
         SELECT least(count(*), $3)::int AS n FROM m`
      : `SELECT count(*)::int AS n FROM (SELECT 1 FROM search.documents
           WHERE post_type = $1 AND tsv @@ to_tsquery('simple', $2) LIMIT $3) m`,
    [postType, titleTsquery, cap],
  );
  return rows[0]?.n ?? 0;
}
