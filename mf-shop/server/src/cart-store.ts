import type { Sql } from '@site/shared-contracts/platform';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import type { CurrencySettings } from './format-price';
import { formatPrice } from './format-price';
import { imageUrl } from './views/price-html';

const notFound = (message: string) =>
  Object.assign(new Error(message), { statusCode: 404, code: 'SHOP_PRODUCT_NOT_FOUND' });

/** Add quantity of a product to the visitor's cart (creating the cart on first use). */
export async function addToCart(db: Sql, visitorId: string, productId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM shop.products WHERE id = $1', [productId]);
    if (!rows.length) throw notFound(`No product with id ${productId}`);
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
  });
}

export async function removeFromCart(db: Sql, visitorId: string, productId: number): Promise<void> {
  await db.query('DELETE FROM shop.cart_lines WHERE visitor_id = $1 AND product_id = $2', [visitorId, productId]);
}

type LineRow = {
  product_id: number;
  slug: string;
  title: string;
  quantity: number;
  unit: string | null;
  total: string | null;
};

export async function readCart(db: Sql, visitorId: string, currency: CurrencySettings): Promise<ShopCartResponse> {
  const { rows } = await db.query<LineRow>(
    `SELECT l.product_id, p.slug, p.title, l.quantity, p.sort_price::text AS unit, (p.sort_price * l.quantity)::text AS total
     FROM shop.cart_lines l JOIN shop.products p ON p.id = l.product_id WHERE l.visitor_id = $1 ORDER BY l.added_at, l.product_id`,
    [visitorId],
  );
  const { rows: sums } = await db.query<{ subtotal: string }>(
    `SELECT COALESCE(sum(p.sort_price * l.quantity), 0)::text AS subtotal
     FROM shop.cart_lines l JOIN shop.products p ON p.id = l.product_id WHERE l.visitor_id = $1`,
    [visitorId],
  );
  return {
    lines: rows.map((r) => ({
      productId: r.product_id,
      slug: r.slug,
      title: r.title,
      quantity: r.quantity,
      unitPrice: formatPrice(r.unit ?? '0', currency),
      lineTotal: formatPrice(r.total ?? '0', currency),
      imageUrl: imageUrl(r.product_id),
    })),
    count: rows.reduce((n, r) => n + r.quantity, 0),
    subtotal: formatPrice(sums[0]?.subtotal ?? '0', currency),
  };
}
