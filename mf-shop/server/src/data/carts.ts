import type { Sql } from '@site/shared-contracts/platform';
import { CART_LINE_MAX_QUANTITY } from '@site/shared-contracts/shop';

/** What a cart change did: done, or why nothing was written. */
export type CartWrite = 'done' | 'no-product' | 'no-line' | 'over-limit';

class OverLimit extends Error {}

/**
 * Add quantity of a product to the visitor's cart (creating the cart on first use). Nothing is written
 * when there is no such product, or when the line would hold more than CART_LINE_MAX_QUANTITY.
 */
export async function addCartLine(db: Sql, visitorId: string, productId: number, quantity: number): Promise<CartWrite> {
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM shop.products WHERE id = $1', [productId]);
      if (!rows.length) return 'no-product';
      await tx.query(
        'INSERT INTO shop.carts (visitor_id) VALUES ($1) ON CONFLICT (visitor_id) DO UPDATE SET updated_at = now()',
        [visitorId],
      );
      // The bound is checked by the write itself, on the locked row: two adds at once cannot pass it together.
      const added = await tx.query(
        `INSERT INTO shop.cart_lines (visitor_id, product_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (visitor_id, product_id) DO UPDATE SET quantity = shop.cart_lines.quantity + EXCLUDED.quantity
         WHERE shop.cart_lines.quantity + EXCLUDED.quantity <= $4 RETURNING quantity`,
        [visitorId, productId, quantity, CART_LINE_MAX_QUANTITY],
      );
      if (!added.rows.length) throw new OverLimit();
      return 'done';
    });
  } catch (error) {
    // Thrown to roll the cart's own row back too: a refused add leaves everything as it was.
    if (error instanceof OverLimit) return 'over-limit';
    throw error;
  }
}

/** Set a line's quantity; 'no-line' when the product is not in this visitor's cart (nothing written). */
export async function setCartLineQuantity(
  db: Sql,
  visitorId: string,
  productId: number,
  quantity: number,
): Promise<CartWrite> {
  const { rows } = await db.query(
    `UPDATE shop.cart_lines SET quantity = $3 WHERE visitor_id = $1 AND product_id = $2 RETURNING product_id`,
    [visitorId, productId, quantity],
  );
  return rows.length ? 'done' : 'no-line';
}

export async function removeCartLine(db: Sql, visitorId: string, productId: number): Promise<void> {
  await db.query('DELETE FROM shop.cart_lines WHERE visitor_id = $1 AND product_id = $2', [visitorId, productId]);
}

/** One cart line with its unit price as numeric text (never a float), in the order the lines were added. */
export type CartLineRow = {
  product_id: number;
  slug: string;
  title: string;
  quantity: number;
  unit: string | null;
};

export async function readCartLines(db: Sql, visitorId: string): Promise<CartLineRow[]> {
  const { rows } = await db.query<CartLineRow>(
    `SELECT l.product_id, p.slug, p.title, l.quantity, p.sort_price::text AS unit
     FROM shop.cart_lines l JOIN shop.products p ON p.id = l.product_id WHERE l.visitor_id = $1 ORDER BY l.added_at, l.product_id`,
    [visitorId],
  );
  return rows;
}
