import { z } from 'zod';

/**
 * Spec 3.6: a coupon is masked, masked and expired, or not masked ('plain'). Only whether it is masked is
 * stored; the kind is derived at render time from that flag and the expiry date (a coupon expires by itself
 * at the end of its date, in the site's time zone). The server's derivation, the pages' `data-kind` and the
 * coupon island (by type: it ships no validator) all speak these names.
 */
export const shopCouponKindSchema = z.enum(['masked', 'masked_expired', 'plain']);
export type ShopCouponKind = z.infer<typeof shopCouponKindSchema>;
