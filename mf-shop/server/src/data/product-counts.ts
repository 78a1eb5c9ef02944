import type { Sql } from '@site/shared-contracts/platform';

/** A choice of the sidebar's filters, as the archive's query names them. */
export type FilterChoice = {
  category?: string;
  brands?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  rating?: number;
};

/**
 * The products matching a choice of filters, counted by PostgreSQL from the tables themselves: what the
 * facet index's counts must equal (the scale bench checks them at 1 000 000 products). A category counts its
 * subcategories' products, a variable product matches when any of its prices lies in the range.
 */
export async function countMatching(db: Sql, choice: FilterChoice): Promise<number> {
  // Only the chosen filters reach the statement, each as a plain predicate or one semi-join: a catch-all
  // `($1 IS NULL OR EXISTS (...))` ran its subquery once per product, seconds at 1 000 000 on PostgreSQL, past the
  // driver's read timeout on a busy machine.
  const params: unknown[] = [];
  const arg = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (choice.category) {
    const slug = arg(choice.category);
    where.push(`p.id IN (SELECT pc.product_id FROM shop.product_categories pc WHERE pc.category_id IN
      (SELECT c.id FROM shop.categories c WHERE c.slug = ${slug}
        OR c.parent_id IN (SELECT id FROM shop.categories WHERE slug = ${slug})))`);
  }
  if (choice.brands?.length)
    where.push(`p.brand_id IN (SELECT id FROM shop.brands WHERE slug = ANY(${arg(choice.brands)}::text[]))`);
  if (choice.minPrice !== undefined) where.push(`COALESCE(p.max_price, p.price) >= ${arg(choice.minPrice)}::numeric`);
  if (choice.maxPrice !== undefined) where.push(`COALESCE(p.min_price, p.price) <= ${arg(choice.maxPrice)}::numeric`);
  if (choice.onSale) where.push('p.on_sale');
  if (choice.rating !== undefined) where.push(`p.rating >= ${arg(choice.rating)}::numeric`);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop.products p${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * One product sells once more: a write to the catalogue as a shop makes them all day (the bench times the
 * first archive page after it, and the facet index's rebuild).
 */
export async function recordSale(db: Sql, productId: number): Promise<void> {
  await db.query('UPDATE shop.products SET total_sales = total_sales + 1 WHERE id = $1', [productId]);
}
