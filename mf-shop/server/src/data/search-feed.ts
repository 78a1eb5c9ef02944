import type { Sql } from '@site/shared-contracts/platform';
import { CARD_COLUMNS, type ProductCard } from './product-columns';

/** A product with what the search index needs beside its card: taxonomy terms, date and sales. */
export type ProductDocumentRow = ProductCard & {
  excerpt: string;
  created_at: string;
  total_sales: number;
  cats: { id: number; name: string }[] | null;
  tags: { id: number; name: string }[] | null;
};

/** The next `limit` products after id `after` (keyset pagination: constant cost per batch at any depth). */
export async function productDocumentRows(db: Sql, after: number, limit: number): Promise<ProductDocumentRow[]> {
  const { rows } = await db.query<ProductDocumentRow>(
    `SELECT ${CARD_COLUMNS}, p.excerpt, p.created_at::text AS created_at, p.total_sales,
       (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM shop.product_categories pc JOIN shop.categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS cats,
       (SELECT json_agg(json_build_object('id', t.id, 'name', t.name)) FROM shop.product_tags pt JOIN shop.tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id) AS tags
     FROM shop.products p WHERE p.id > $1 ORDER BY p.id LIMIT ${limit}`,
    [after],
  );
  return rows;
}
