import * as z from 'zod/mini';

/**
 * Spec 3.6: a coupon is masked, masked and expired, or not masked ('plain'). Only whether it is masked is
 * stored; the kind is derived at render time from that flag and the expiry date (a coupon expires by itself
 * at the end of its date, in the site's time zone). The server's derivation, the pages' `data-kind` and the
 * coupon island all speak these names. Its own zod/mini module: the island reads it in the browser.
 */
export const shopCouponKindSchema = z.enum(['masked', 'masked_expired', 'plain']);
export type ShopCouponKind = z.infer<typeof shopCouponKindSchema>;

/**
 * Spec 4.3: the page parameters that name the coupon to reveal; codetext wins when both are present. A
 * coupon id is a shop id (1..2^31-1); codetext is matched against the buttons' own `data-codetext`.
 */
export const shopCouponRevealParamsSchema = z.object({
  codeid: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/))),
  codetext: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type ShopCouponRevealParams = z.infer<typeof shopCouponRevealParamsSchema>;
