import * as z from 'zod/mini';

/**
 * Spec 3.9: the JSON every auth call answers with, refusals included. `message` is HTML text (the
 * server escapes it); on error it goes into the popup's error area, on success the browser goes to
 * `redirecturl` (a site path) or reloads.
 */
export const authResponseSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  redirecturl: z.optional(z.string().check(z.minLength(1))),
  /** The next login attempt must carry a solved captcha (the account saw repeated failures). */
  captcha: z.optional(z.literal(true)),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
