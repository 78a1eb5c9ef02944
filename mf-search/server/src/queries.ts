import type { Sql } from '@site/shared-contracts';
import { escapeLike, type SearchMatch } from './match';

/** Term ids to leave out, per taxonomy key (from exclude_<taxonomy> path pairs). */
export type ExcludedTerms = { taxonomy: string; ids: number[] }[];

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
};

const COLUMNS = `d.post_type, d.source_id, d.title, d.body, d.url, d.image_url,
  to_char(d.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date, d.taxonomies, d.popularity,
  d.price, d.regular_price, d.min_price, d.max_price, d.sale_discount::text, d.rating::text`;

/**
 * Matching rows: every word as a prefix anywhere (full text) or the phrase at the title start.
 * $1 tsquery, $2 title prefix pattern, $3 exclusions ([{taxonomy: [id]}] containment objects).
 */
const MATCH = `(d.tsv @@ to_tsquery('simple', $1) OR d.title_norm LIKE $2)
  AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements($3::jsonb) ex WHERE d.term_ids @> ex.value)`;

/** Title prefix first, then all words in the title, then body matches; popularity breaks ties. */
const TIER = `CASE WHEN d.title_norm LIKE $2 THEN 0 WHEN d.tsv @@ to_tsquery('simple', $4) THEN 1 ELSE 2 END`;

const ORDER: Record<string, string> = {
  relevance: `${TIER}, d.popularity DESC`,
  date: 'd.date DESC NULLS LAST',
  price: 'd.sort_price ASC NULLS LAST',
  'price-desc': 'd.sort_price DESC NULLS LAST',
  rating: 'd.rating DESC',
};

function exclusionsJson(excluded: ExcludedTerms): string {
  // One containment object per id: a document is out if any of its term ids is excluded.
  return JSON.stringify(excluded.flatMap((e) => e.ids.map((id) => ({ [e.taxonomy]: [id] }))));
}

export async function findItems(
  db: Sql,
  options: { match: SearchMatch; postTypes: readonly string[]; excluded: ExcludedTerms; orderby: string; limit: number; offset: number },
): Promise<DocumentRow[]> {
  const { match } = options;
  const order = ORDER[options.orderby] ?? ORDER.relevance;
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM search.documents d
     WHERE ${MATCH} AND d.post_type = ANY($5::text[])
     ORDER BY ${order}, ${TIER}, d.popularity DESC, d.post_type, d.source_id LIMIT $6 OFFSET $7`,
    [match.tsquery, match.prefixPattern, exclusionsJson(options.excluded), match.titleTsquery, options.postTypes, options.limit, options.offset],
  );
  return rows;
}

/** How many documents of each content type match (the results page sidebar and count). */
export async function countByPostType(db: Sql, match: SearchMatch): Promise<Record<string, number>> {
  const { rows } = await db.query<{ post_type: string; n: number }>(
    `SELECT d.post_type, count(*)::int AS n FROM search.documents d WHERE ${MATCH} GROUP BY d.post_type`,
    [match.tsquery, match.prefixPattern, '[]'],
  );
  return Object.fromEntries(rows.map((r) => [r.post_type, r.n]));
}

/** Count one more search for the term; only the normalised words are kept, nothing about who. */
export async function logSearch(db: Sql, match: SearchMatch): Promise<void> {
  await db.query(
    `INSERT INTO search.log (term, count, last_seen) VALUES ($1, 1, now())
     ON CONFLICT (term) DO UPDATE SET count = search.log.count + 1, last_seen = now()`,
    [match.phrase.slice(0, 100)],
  );
}

/** Logged searches starting with the phrase, and title words completing its last word. */
export async function findSuggestions(db: Sql, match: SearchMatch, limit = 10): Promise<string[]> {
  const head = match.words.slice(0, -1).join(' ');
  const last = match.words[match.words.length - 1] ?? '';
  const { rows } = await db.query<{ tokens: string }>(
    `SELECT tokens FROM (
       SELECT term AS tokens, count AS score FROM search.log WHERE term LIKE $1
       UNION ALL
       SELECT CASE WHEN $3 = '' THEN word ELSE $3 || ' ' || word END, frequency FROM search.vocabulary WHERE word LIKE $2
     ) s GROUP BY tokens ORDER BY max(score) DESC, tokens LIMIT $4`,
    [match.prefixPattern, `${escapeLike(last)}%`, head, limit],
  );
  return rows.map((r) => r.tokens);
}

export type TermRow = { taxonomy_plural_name: string; taxonomy: string; description: string; url: string; name: string };

/** Terms whose name, or a word in it, starts with the phrase; whole-name prefixes first. */
export async function findTerms(db: Sql, match: SearchMatch, limit = 20): Promise<TermRow[]> {
  const { rows } = await db.query<TermRow>(
    `SELECT taxonomy_plural_name, taxonomy, description, url, name FROM search.terms
     WHERE name_norm LIKE $1 OR name_norm LIKE $2
     ORDER BY name_norm LIKE $1 DESC, taxonomy_plural_name, length(name), name LIMIT $3`,
    [match.prefixPattern, `% ${match.prefixPattern}`, limit],
  );
  return rows;
}
