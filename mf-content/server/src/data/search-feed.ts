import type { SearchDocument, SearchTerm, Sql } from '@site/shared-contracts/platform';
import { listCategories } from './categories';
import { toDate } from './rows';

const BATCH = 500;

/** Every post as a search document, in id order; keyset paging keeps memory flat for large seeds. */
export async function* postSearchDocuments(db: Sql): AsyncGenerator<SearchDocument[]> {
  let after = 0;
  for (;;) {
    const { rows } = await db.query(
      `SELECT p.id, p.slug, p.title, p.excerpt, p.body, p.restricted, p.published_at, p.rating_percent, c.id AS category_id, c.name AS category_name,
         (SELECT count(*)::int FROM content.comments m WHERE m.post_id = p.id AND m.status = 'approved') AS comment_count
       FROM content.posts p JOIN content.categories c ON c.id = p.category_id
       WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
      [after, BATCH],
    );
    if (!rows.length) return;
    yield rows.map((r) => ({
      postType: 'post' as const,
      sourceId: Number(r.id),
      title: String(r.title),
      // Members-only bodies stay out of the public index: searching must not leak them.
      body: r.restricted ? String(r.excerpt) : String(r.body),
      url: `/blog/${String(r.slug)}`,
      imageUrl: null,
      date: toDate(r.published_at).toISOString(),
      taxonomies: { category: [String(r.category_name)] },
      termIds: { category: [Number(r.category_id)] },
      popularity: Number(r.comment_count),
      price: null,
      // Review percent on the 0-5 star scale the index uses for products; 0 means unrated.
      rating: r.rating_percent === null ? 0 : Math.round(Number(r.rating_percent) / 2) / 10,
    }));
    after = Number(rows.at(-1)?.id);
  }
}

/** The categories as the index's taxonomy terms, in id order. */
export async function postSearchTerms(db: Sql): Promise<SearchTerm[]> {
  const categories = await listCategories(db);
  return categories
    .sort((a, b) => a.id - b.id)
    .map((c) => ({
      taxonomy: 'category',
      taxonomyPluralName: 'Categories',
      termId: c.id,
      name: c.name,
      description: c.description,
      url: `/category/${c.slug}`,
    }));
}
