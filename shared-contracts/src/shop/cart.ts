import * as z from 'zod/mini';

/**
 * The visitor's cart: GET /api/shop/cart and the answer of every cart change. Prices are already
 * formatted in the site currency; count is the number of items (the sum of quantities). Its own module,
 * so the side cart's remote bundles this schema and none of the request schemas.
 */
export const shopCartResponseSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.int().check(z.positive()),
      slug: z.string(),
      title: z.string(),
      quantity: z.int().check(z.positive()),
      unitPrice: z.string(),
      lineTotal: z.string(),
      imageUrl: z.string(),
    }),
  ),
  count: z.int().check(z.nonnegative()),
  subtotal: z.string(),
});
export type ShopCartResponse = z.infer<typeof shopCartResponseSchema>;
