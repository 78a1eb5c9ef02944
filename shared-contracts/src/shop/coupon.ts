import { z } from 'zod';
import { httpUrlSchema } from '../platform/safe-url';

/** Spec 3.6: a coupon is masked, masked and expired, or not masked. */
export const couponKindSchema = z.enum(['masked', 'masked_expired', 'unmasked']);
export type CouponKind = z.infer<typeof couponKindSchema>;

const couponCodeFields = {
  codeid: z.string().regex(/^\d+$/, 'a coupon id').optional(),
  codetext: z.string().min(1).optional(),
  /** The coupon code itself. */
  'clipboard-text': z.string().min(1),
};

/**
 * Spec 3.6, 4.3: the data attributes of a coupon or offer button. A masked click reopens this page
 * with codeid or codetext and sends the current window to dest, so both are required there.
 */
export const couponButtonSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('masked'), ...couponCodeFields, dest: httpUrlSchema })
    .refine((c) => c.codeid !== undefined || c.codetext !== undefined, {
      message: 'a masked coupon needs codeid or codetext',
      path: ['codeid'],
    }),
  // Expired coupons are shown unmasked at load, so they need no destination.
  z.object({ kind: z.literal('masked_expired'), ...couponCodeFields, dest: httpUrlSchema.optional() }),
  z.object({ kind: z.literal('unmasked'), ...couponCodeFields, dest: httpUrlSchema.optional() }),
]);
export type CouponButton = z.infer<typeof couponButtonSchema>;

/** The reveal modal on a page opened from a masked click; couponid names the button to unmask. */
export const couponModalSchema = z.object({ couponid: z.string().regex(/^\d+$/, 'a coupon id') });
export type CouponModal = z.infer<typeof couponModalSchema>;

/** The page parameters a masked click adds (spec 4.3); codetext wins when both are present. */
export const couponRevealQuerySchema = z.object({
  codeid: z.string().regex(/^\d+$/).optional(),
  codetext: z.string().min(1).max(200).optional(),
});
export type CouponRevealQuery = z.infer<typeof couponRevealQuerySchema>;
