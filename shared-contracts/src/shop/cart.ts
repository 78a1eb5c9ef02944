import { z } from 'zod';

/**
 * The visitor's cart: GET /api/shop/cart and the answer of every cart change. Prices are already
 * formatted in the site currency; count is the number of items (the sum of quantities). Its own module,
 * so the side cart's remote bundles this schema and none of the request schemas.
 */
export const shopCartResponseSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int().positive(),
      slug: z.string(),
      title: z.string(),
      quantity: z.number().int().positive(),
      unitPrice: z.string(),
      lineTotal: z.string(),
      imageUrl: z.string(),
    }),
  ),
  count: z.number().int().nonnegative(),
  subtotal: z.string(),
});
export type ShopCartResponse = z.infer<typeof shopCartResponseSchema>;
