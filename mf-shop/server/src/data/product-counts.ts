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
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM shop.products p
     WHERE ($1::text IS NULL OR EXISTS (SELECT 1 FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id
              WHERE pc.product_id = p.id AND (c.slug = $1 OR c.parent_id = (SELECT id FROM shop.categories WHERE slug = $1))))
       AND (cardinality($2::text[]) = 0 OR p.brand_id IN (SELECT id FROM shop.brands WHERE slug = ANY($2::text[])))
       AND ($3::numeric IS NULL OR COALESCE(p.max_price, p.price) >= $3)
       AND ($4::numeric IS NULL OR COALESCE(p.min_price, p.price) <= $4)
       AND (NOT $5 OR p.on_sale)
       AND ($6::numeric IS NULL OR p.rating >= $6)`,
    [
      choice.category ?? null,
      choice.brands ?? [],
      choice.minPrice ?? null,
      choice.maxPrice ?? null,
      choice.onSale ?? false,
      choice.rating ?? null,
    ],
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
