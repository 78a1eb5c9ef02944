import { z } from 'zod';
import { shopIdTextSchema } from './ids';

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

/** /product/:slug and /product-category/:slug. */
export const shopSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/, 'invalid slug') });

/** A product named in a path: /img/product/:productId.svg and DELETE /api/shop/cart/lines/:productId. */
export const shopProductParamsSchema = z.object({ productId: shopIdTextSchema('invalid product') });
