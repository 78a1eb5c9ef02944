import type { Sql } from '@site/shared-contracts/platform';

/**
 * Add quantity of a product to the visitor's cart (creating the cart on first use). False when there is
 * no such product, so nothing was written.
 */
export async function addCartLine(db: Sql, visitorId: string, productId: number, quantity: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM shop.products WHERE id = $1', [productId]);
    if (!rows.length) return false;
    await tx.query(
      'INSERT INTO shop.carts (visitor_id) VALUES ($1) ON CONFLICT (visitor_id) DO UPDATE SET updated_at = now()',
      [visitorId],
    );
    // Cap instead of failing: a shopper clicking "add" many times should not get an error page.
    await tx.query(
      `INSERT INTO shop.cart_lines (visitor_id, product_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (visitor_id, product_id) DO UPDATE SET quantity = LEAST(999, shop.cart_lines.quantity + EXCLUDED.quantity)`,
      [visitorId, productId, quantity],
    );
    return true;
  });
}

export async function removeCartLine(db: Sql, visitorId: string, productId: number): Promise<void> {
  await db.query('DELETE FROM shop.cart_lines WHERE visitor_id = $1 AND product_id = $2', [visitorId, productId]);
}

/** One cart line with its amounts as numeric text (never floats), in the order the lines were added. */
export type CartLineRow = {
  product_id: number;
  slug: string;
  title: string;
  quantity: number;
  unit: string | null;
  total: string | null;
};

export async function readCartLines(db: Sql, visitorId: string): Promise<{ lines: CartLineRow[]; subtotal: string }> {
  const { rows } = await db.query<CartLineRow>(
    `SELECT l.product_id, p.slug, p.title, l.quantity, p.sort_price::text AS unit, (p.sort_price * l.quantity)::text AS total
     FROM shop.cart_lines l JOIN shop.products p ON p.id = l.product_id WHERE l.visitor_id = $1 ORDER BY l.added_at, l.product_id`,
    [visitorId],
  );
  const { rows: sums } = await db.query<{ subtotal: string }>(
    `SELECT COALESCE(sum(p.sort_price * l.quantity), 0)::text AS subtotal
     FROM shop.cart_lines l JOIN shop.products p ON p.id = l.product_id WHERE l.visitor_id = $1`,
    [visitorId],
  );
  return { lines: rows, subtotal: sums[0]?.subtotal ?? '0' };
}
