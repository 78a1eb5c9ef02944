import { z } from 'zod';

/**
 * Spec 3.9: the JSON every auth call answers with, refusals included. `message` is HTML text (the
 * server escapes it); on error it goes into the popup's error area, on success the browser goes to
 * `redirecturl` (a site path) or reloads.
 */
export const authResponseSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  redirecturl: z.string().min(1).optional(),
  /** The next login attempt must carry a solved captcha (the account saw repeated failures). */
  captcha: z.literal(true).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
