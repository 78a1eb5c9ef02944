import { conflict, notFound } from '@site/platform-kit/http';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { Sql } from '@site/shared-contracts/platform';
import { CART_LINE_MAX_QUANTITY, type ShopCartResponse } from '@site/shared-contracts/shop';
import { addCartLine, readCartLines, setCartLineQuantity, type CartWrite } from '../data/carts';
import { productImageUrl } from '../urls/shop-urls';
import { lineTotalMinor, minorToAmount, subtotalMinor } from './cart-totals';

/**
 * The visitor's cart as the cart page and the side cart show it: every amount computed here in integer
 * minor units from the stored prices, then formatted in the site currency.
 */
export async function readCart(db: Sql, visitorId: string, currency: CurrencyFormat): Promise<ShopCartResponse> {
  const lines = await readCartLines(db, visitorId);
  const money = (minor: bigint) => formatPrice(minorToAmount(minor), currency);
  return {
    lines: lines.map((r) => ({
      productId: r.product_id,
      slug: r.slug,
      title: r.title,
      quantity: r.quantity,
      unitPrice: formatPrice(r.unit ?? '0', currency),
      lineTotal: money(lineTotalMinor(r)),
      imageUrl: productImageUrl(r.product_id),
    })),
    count: lines.reduce((n, r) => n + r.quantity, 0),
    subtotal: money(subtotalMinor(lines)),
  };
}

/** A refused change as the side cart's toast and the no-JS error page both show it; the cart is unchanged. */
function refuse(result: CartWrite, productId: number): void {
  if (result === 'no-product') throw notFound(`No product with id ${productId}.`, 'SHOP_PRODUCT_NOT_FOUND');
  if (result === 'no-line') throw notFound(`Product ${productId} is not in your cart.`, 'SHOP_CART_LINE_NOT_FOUND');
  if (result === 'over-limit') {
    throw conflict(`A cart holds at most ${CART_LINE_MAX_QUANTITY} of one product.`, 'SHOP_CART_LINE_LIMIT');
  }
}

export async function addToCart(db: Sql, visitorId: string, productId: number, quantity: number): Promise<void> {
  refuse(await addCartLine(db, visitorId, productId, quantity), productId);
}

export async function changeQuantity(db: Sql, visitorId: string, productId: number, quantity: number): Promise<void> {
  refuse(await setCartLineQuantity(db, visitorId, productId, quantity), productId);
}
