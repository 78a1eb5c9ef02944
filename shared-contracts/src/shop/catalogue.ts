import { z } from 'zod';
import { priceRangeCheck, shopArchiveFilterFields, toArchiveFilters } from './archive-filters';
import { shopIdTextSchema } from './ids';

export { SHOP_FILTER_KEYS, SHOP_FILTER_MAX_PRICE, type ShopArchiveFilters } from './archive-filters';

/** Archive sort keys (WooCommerce `orderby` names, so shared links keep working). */
export const shopOrderbySchema = z.enum(['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc']);
export type ShopOrderby = z.infer<typeof shopOrderbySchema>;

/**
 * GET /shop and /product-category/:slug query string: the sort, the page and the sidebar's filters
 * (archive-filters.ts). Unknown keys are ignored (tracking params).
 */
export const shopArchiveQuerySchema = z
  .object({
    orderby: z.preprocess((v) => (v === '' ? undefined : v), shopOrderbySchema.default('menu_order')),
    paged: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'paged must be a positive whole number')
      .transform(Number)
      .default(1),
    ...shopArchiveFilterFields,
  })
  .superRefine(priceRangeCheck)
  .transform(({ orderby, paged, ...filters }) => ({ orderby, paged, filters: toArchiveFilters(filters) }));
export type ShopArchiveQuery = z.output<typeof shopArchiveQuerySchema>;

/** /product/:slug and /product-category/:slug. */
export const shopSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,200}$/, 'invalid slug') });

/** A product named in a path: /img/product/:productId.svg and DELETE /api/shop/cart/lines/:productId. */
export const shopProductParamsSchema = z.object({ productId: shopIdTextSchema('invalid product') });
