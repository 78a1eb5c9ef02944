import { z } from 'zod';

/**
 * Spec 3.9: the JSON text every auth call answers with. On error the message (server HTML) goes
 * into the popup's error area; on success the browser goes to redirecturl or reloads.
 */
export const authResponseSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  redirecturl: z.string().min(1).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
