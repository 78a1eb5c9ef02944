import { notFound } from '@site/platform-kit/http';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { Sql } from '@site/shared-contracts/platform';
import type { ShopCartResponse } from '@site/shared-contracts/shop';
import { addCartLine, readCartLines } from '../data/carts';
import { productImageUrl } from '../urls/shop-urls';

/** The visitor's cart as the cart page and the side cart show it: every amount in the site currency. */
export async function readCart(db: Sql, visitorId: string, currency: CurrencyFormat): Promise<ShopCartResponse> {
  const { lines, subtotal } = await readCartLines(db, visitorId);
  return {
    lines: lines.map((r) => ({
      productId: r.product_id,
      slug: r.slug,
      title: r.title,
      quantity: r.quantity,
      unitPrice: formatPrice(r.unit ?? '0', currency),
      lineTotal: formatPrice(r.total ?? '0', currency),
      imageUrl: productImageUrl(r.product_id),
    })),
    count: lines.reduce((n, r) => n + r.quantity, 0),
    subtotal: formatPrice(subtotal, currency),
  };
}

/** Add to the visitor's cart; an unknown product is a 404 the form page and the side cart both show. */
export async function addToCart(db: Sql, visitorId: string, productId: number, quantity: number): Promise<void> {
  if (!(await addCartLine(db, visitorId, productId, quantity))) {
    throw notFound(`No product with id ${productId}`, 'SHOP_PRODUCT_NOT_FOUND');
  }
}
