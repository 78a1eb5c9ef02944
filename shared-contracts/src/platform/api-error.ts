import * as z from 'zod/mini';

/**
 * Stable error envelope for every JSON error the server sends. A module of its own, so a remote that reads
 * error answers bundles this schema alone and not the site schemas beside it (zod calls at module level are
 * not dropped by tree shaking).
 */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string().check(z.regex(/^[A-Z][A-Z0-9_]+$/)), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
