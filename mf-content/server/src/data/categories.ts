import type { Sql, SqlRow } from '@site/shared-contracts/platform';

export type Category = { id: number; slug: string; name: string; description: string };

const toCategory = (r: SqlRow): Category => ({
  id: Number(r.id),
  slug: String(r.slug),
  name: String(r.name),
  description: String(r.description),
});

export async function findCategory(db: Sql, slug: string): Promise<Category | null> {
  const { rows } = await db.query('SELECT id, slug, name, description FROM content.categories WHERE slug = $1', [slug]);
  return rows[0] ? toCategory(rows[0]) : null;
}

export async function findCategoryById(db: Sql, id: number): Promise<Category | null> {
  const { rows } = await db.query('SELECT id, slug, name, description FROM content.categories WHERE id = $1', [id]);
  return rows[0] ? toCategory(rows[0]) : null;
}

/** Every category by name (the menu's order). */
export async function listCategories(db: Sql): Promise<Category[]> {
  const { rows } = await db.query('SELECT id, slug, name, description FROM content.categories ORDER BY name');
  return rows.map(toCategory);
}
