import { z } from 'zod';
import { CART_MAX_QUANTITY } from './constants';
import { siteLinkSchema } from '../platform/safe-url';

/**
 * Money as a plain decimal string with 2 places ("1249.00"): strings avoid float drift, and
 * the currency settings are applied only when rendering.
 */
export const moneyAmountSchema = z.string().regex(/^\d+\.\d{2}$/, 'a decimal amount with 2 places');
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

export const productIdSchema = z.number().int().positive();
export type ProductId = z.infer<typeof productIdSchema>;

export const cartQuantitySchema = z.number().int().min(1).max(CART_MAX_QUANTITY);
export type CartQuantity = z.infer<typeof cartQuantitySchema>;

export const cartLineSchema = z.object({
  productId: productIdSchema,
  title: z.string().min(1),
  quantity: cartQuantitySchema,
  unitPrice: moneyAmountSchema,
  lineTotal: moneyAmountSchema,
  image: siteLinkSchema,
  permalink: siteLinkSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The side cart. count is the number of items (sum of quantities) shown on the cart badge. */
export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  count: z.number().int().nonnegative(),
  subtotal: moneyAmountSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const addToCartRequestSchema = z.object({
  productId: productIdSchema,
  quantity: cartQuantitySchema,
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

export const removeFromCartRequestSchema = z.object({ productId: productIdSchema });
export type RemoveFromCartRequest = z.infer<typeof removeFromCartRequestSchema>;
