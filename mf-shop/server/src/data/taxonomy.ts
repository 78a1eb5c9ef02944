import type { Sql } from '@site/shared-contracts/platform';
import type { Category } from './catalogue-cache';

export async function allCategories(db: Sql): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    'SELECT id, parent_id, slug, name, description FROM shop.categories ORDER BY menu_order, name',
  );
  return rows;
}

export type Tag = { id: number; slug: string; name: string };

export async function allTags(db: Sql): Promise<Tag[]> {
  const { rows } = await db.query<Tag>('SELECT id, slug, name FROM shop.tags ORDER BY name');
  return rows;
}
