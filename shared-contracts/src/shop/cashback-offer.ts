import { z } from 'zod';
import { cashbackLoginPromptSchema } from '../auth/cashback-prompt';
import { httpUrlSchema } from '../platform/safe-url';

/**
 * A cashback offer button. Cashback needs login (spec 6): logged-out visitors get the login prompt
 * built from the same fields, logged-in visitors go to dest.
 */
export const cashbackOfferSchema = cashbackLoginPromptSchema.extend({
  offerId: z.number().int().positive(),
  dest: httpUrlSchema,
});
export type CashbackOffer = z.infer<typeof cashbackOfferSchema>;
