import type { ShopCartResponse } from './cart';

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown, least: number) => Number.isSafeInteger(value) && (value as number) >= least;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLine(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { productId, slug, title, quantity, unitPrice, lineTotal, imageUrl } = value;
  return isWhole(productId, 1) && isWhole(quantity, 1) && [slug, title, unitPrice, lineTotal, imageUrl].every(isText);
}

/**
 * The cart answer's shape checked without zod, for browser code under a tight budget: mf-shop's remote
 * (issue 12: 25 KB gzipped, of which the federation runtime in every remote entry takes 16 and zod/mini's core
 * would take 6). Same rules as `shopCartResponseSchema`, which stays the contract: shop.test.ts runs both over
 * the golden fixture and every one-field change of it, so they cannot drift apart unnoticed.
 */
export function isShopCartResponse(value: unknown): value is ShopCartResponse {
  if (!isRecord(value) || !Array.isArray(value.lines)) return false;
  return value.lines.every(isLine) && isWhole(value.count, 0) && isText(value.subtotal);
}
