import { z } from 'zod';
import { shopIdTextSchema } from './ids';

/** GET /go/:offerId, the server-side redirect to an offer's stored destination, and the offer page /offers/:offerId. */
export const shopOfferParamsSchema = z.object({ offerId: shopIdTextSchema('invalid offer id') });

/** A coupon (the offer has a code) or a deal (no code: the merchant's link is the whole offer). */
export const shopOfferTypeSchema = z.enum(['coupon', 'deal']);
export type ShopOfferType = z.infer<typeof shopOfferTypeSchema>;

// A filter form sends every field; an empty one ("All stores") means no filter.
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const slugFilter = z.preprocess(
  blankIsAbsent,
  z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/, 'invalid slug')
    .optional(),
);

/**
 * GET /offers and /store/:slug: the filters (store, category, coupon or deal, expiring soon) and the page. An
 * empty field is no filter; unknown keys are ignored (tracking params, and spec 4.3's codeid/codetext, which
 * only the browser reads: the page is the same with them).
 */
export const shopOffersQuerySchema = z.object({
  store: slugFilter,
  category: slugFilter,
  type: z.preprocess(blankIsAbsent, shopOfferTypeSchema.optional()),
  expiring: z.preprocess(blankIsAbsent, z.literal('soon', 'expiring must be soon').optional()),
  paged: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'paged must be a positive whole number')
    .transform(Number)
    .default(1),
});
export type ShopOffersQuery = z.output<typeof shopOffersQuerySchema>;
