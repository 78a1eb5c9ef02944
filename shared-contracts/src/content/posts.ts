import { z } from 'zod';

/** Posts per page on /blog and /category/:slug. */
export const CONTENT_POSTS_PER_PAGE = 12;

/** ?paged=N on post listings (WordPress-style page numbers, 1-based). */
export const postListQuerySchema = z.object({
  paged: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** /blog/:slug and /category/:slug: lowercase words joined by hyphens. */
export const contentSlugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
});

/** A row id from a form: bounded to PostgreSQL's int, so a huge id is refused rather than overflowing a query. */
const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST /blog/:slug/comments, a form post (@fastify/formbody: every value is a string, hence the
 * coercion). `_csrf` is checked by the shell and dropped here.
 */
export const commentFormSchema = z.object({
  body: z.string().trim().min(1, 'Please write a comment.').max(2000),
  parent_id: rowIdSchema.optional(),
});
