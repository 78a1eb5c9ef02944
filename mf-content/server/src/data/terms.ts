import type { Sql } from '@site/shared-contracts/platform';

/** A term of a loop filter's taxonomy: a category (`category`), a tag or a store. */
export type Term = { id: number; taxonomy: string; slug: string; name: string };

/** Every term of every taxonomy, by taxonomy then name: the categories and the `content.terms` rows. */
export async function listTerms(db: Sql): Promise<Term[]> {
  const { rows } = await db.query(
    `SELECT 'category' AS taxonomy, id, slug, name FROM content.categories
     UNION ALL SELECT taxonomy, id, slug, name FROM content.terms
     ORDER BY taxonomy, name`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    taxonomy: String(r.taxonomy),
    slug: String(r.slug),
    name: String(r.name),
  }));
}
