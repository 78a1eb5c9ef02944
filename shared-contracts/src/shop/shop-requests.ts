import { z } from 'zod';

/** Archive sort keys (WooCommerce `orderby` names, so shared links keep working). */
export const shopOrderbySchema = z.enum(['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc']);
export type ShopOrderby = z.infer<typeof shopOrderbySchema>;

/** GET /shop and /product-category/:slug query string. Unknown keys are ignored (tracking params). */
export const shopArchiveQuerySchema = z.object({
  orderby: shopOrderbySchema.default('menu_order'),
  paged: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'paged must be a positive whole number')
    .transform(Number)
    .default(1),
});
export type ShopArchiveQuery = z.infer<typeof shopArchiveQuerySchema>;

export const shopSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/, 'invalid slug') });
export const shopOfferParamsSchema = z.object({
  offerId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'invalid offer id')
    .transform(Number),
});

/** POST /api/shop/cart/lines (JSON). quantity is the amount to add. */
export const shopCartLineInputSchema = z.object({
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(99).default(1),
});
export type ShopCartLineInput = z.infer<typeof shopCartLineInputSchema>;

/** POST /cart/add and /cart/remove (form posts: every field is a string). */
export const shopCartFormSchema = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'invalid product')
    .transform(Number),
  quantity: z
    .string()
    .regex(/^[1-9][0-9]?$/, 'quantity must be 1-99')
    .transform(Number)
    .default(1),
});

export const shopCartLineParamsSchema = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'invalid product')
    .transform(Number),
});

/** GET /api/shop/cart: prices are already formatted in the site currency. */
export const shopCartResponseSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      slug: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      unitPrice: z.string(),
      lineTotal: z.string(),
      imageUrl: z.string(),
    }),
  ),
  count: z.number().int().nonnegative(),
  subtotal: z.string(),
});
export type ShopCartResponse = z.infer<typeof shopCartResponseSchema>;
