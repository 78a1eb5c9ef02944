import { z } from 'zod';

/** Spec 7.5: the form shows the type and the message (the server's message on errors, spec 8). */
export const newsletterSignupResponseSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
