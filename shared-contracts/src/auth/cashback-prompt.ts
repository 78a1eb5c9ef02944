import { z } from 'zod';
import { httpUrlSchema } from '../platform/safe-url';

/** Spec 3.7: the notice shown above the login popup when a logged-out visitor picks a cashback offer. */
export const cashbackLoginPromptSchema = z.object({
  cashbacknotice: z.string().min(1),
  merchant: z.string().min(1),
  // Rendered as a link, so script URLs are refused.
  url: httpUrlSchema,
});
export type CashbackLoginPrompt = z.infer<typeof cashbackLoginPromptSchema>;
