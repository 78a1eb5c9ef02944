import { z } from 'zod';
import { CART_LINE_MAX_QUANTITY, CART_MAX_QUANTITY } from './constants';
import { shopIdSchema, shopIdTextSchema } from './ids';

const QUANTITY_MESSAGE = `quantity must be 1-${CART_MAX_QUANTITY}`;

/** POST /api/shop/cart/lines (JSON, the side cart). quantity is the amount to add. */
export const shopCartLineInputSchema = z.object({
  productId: shopIdSchema,
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
});
export type ShopCartLineInput = z.infer<typeof shopCartLineInputSchema>;

const LINE_QUANTITY_MESSAGE = `quantity must be 1-${CART_LINE_MAX_QUANTITY}`;

/** PATCH /api/shop/cart/lines/:productId (JSON, the side cart): the line's new quantity, not an amount to add. */
export const shopCartQuantityInputSchema = z.object({
  quantity: z
    .number(LINE_QUANTITY_MESSAGE)
    .int(LINE_QUANTITY_MESSAGE)
    .min(1, LINE_QUANTITY_MESSAGE)
    .max(CART_LINE_MAX_QUANTITY, LINE_QUANTITY_MESSAGE),
});
export type ShopCartQuantityInput = z.infer<typeof shopCartQuantityInputSchema>;

/**
 * POST /cart/add and /cart/remove, the no-JS forms (form posts: every field is a string; the shell
 * checks `_csrf` before the route schema runs).
 */
export const shopCartFormSchema = z.object({
  productId: shopIdTextSchema('invalid product'),
  quantity: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, QUANTITY_MESSAGE)
    .transform(Number)
    .refine((quantity) => quantity <= CART_MAX_QUANTITY, QUANTITY_MESSAGE)
    .default(1),
});

/** POST /cart/update, the cart page's quantity form without JavaScript: the line's new quantity. */
export const shopCartUpdateFormSchema = z.object({
  productId: shopIdTextSchema('invalid product'),
  quantity: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, LINE_QUANTITY_MESSAGE)
    .transform(Number)
    .refine((quantity) => quantity <= CART_LINE_MAX_QUANTITY, LINE_QUANTITY_MESSAGE),
});
