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
  term_ids: Record<string, number[]>;
  sort_price: string | null;
};

const COLUMNS = `d.post_type, d.source_id, d.title, d.body, d.url, d.image_url,
  to_char(d.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date, d.taxonomies, d.popularity,
  d.price, d.regular_price, d.min_price, d.max_price, d.sale_discount::text, d.rating::text, d.rank, d.term_ids, d.sort_price::text`;

/** Rows for these ranks of one content type, in the order given (one index probe each). */
export async function rowsByRank(db: Sql, postType: string, ranks: readonly number[]): Promise<DocumentRow[]> {
  if (ranks.length === 0) return [];
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM unnest($2::int[]) WITH ORDINALITY AS u(r, ord)
     JOIN search.documents d ON d.post_type = $1 AND d.rank = u.r ORDER BY u.ord`,
    [postType, ranks],
  );
  return rows;
}

/**
 * Ranks of documents with every word somewhere but not all in the title, most popular first. Rows sit
 * on disk in rank order (the indexer inserts them so), so a bitmap scan meets them in that order and
 * the LIMIT stops it early instead of sorting every body match.
 */
export async function bodyOnlyRanks(
  db: Sql,
  postType: string,
  tsquery: string,
  titleTsquery: string,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ rank: number }>(
    `SELECT rank FROM search.documents
     WHERE post_type = $1 AND tsv @@ to_tsquery('simple', $2) AND NOT tsv @@ to_tsquery('simple', $3) LIMIT $4`,
    [postType, tsquery, titleTsquery, limit],
  );
  return rows.map((r) => r.rank).sort((a, b) => a - b);
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

/** Documents with every word in the title, counted up to `cap` (the results page shows "1,000+" past it). */
export async function countInTitles(db: Sql, postType: string, titleTsquery: string, cap: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM search.documents
       WHERE post_type = $1 AND tsv @@ to_tsquery('simple', $2) LIMIT $3) m`,
    [postType, titleTsquery, cap],
  );
  return rows[0]?.n ?? 0;
}
