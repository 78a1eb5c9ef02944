import type { SearchTerm, Sql } from '@site/shared-contracts/platform';
import type { SearchMatch } from '../engine/search-match';

export type TermRow = {
  taxonomy_plural_name: string;
  taxonomy: string;
  description: string;
  url: string;
  name: string;
};

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

/** The catalogue's taxonomy terms, in one statement (a term listed twice keeps its first copy). */
export async function insertTerms(tx: Sql, terms: readonly SearchTerm[]): Promise<void> {
  await tx.query(
    `INSERT INTO search.terms (taxonomy, taxonomy_plural_name, term_id, name, description, url)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT (taxonomy, term_id) DO NOTHING`,
    [
      terms.map((t) => t.taxonomy),
      terms.map((t) => t.taxonomyPluralName),
      terms.map((t) => t.termId),
      terms.map((t) => t.name),
      terms.map((t) => t.description),
      terms.map((t) => t.url),
    ],
  );
}
