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

/** Content's ids are PostgreSQL `integer` (serial) columns: 1..2^31-1. */
export const CONTENT_ID_MAX = 2_147_483_647;

/**
 * A row id as text (a form field or a path segment): plain digits within PostgreSQL's int, so a huge id
 * (2^31, 1e400) or a spelling Number() would accept (`0x10`, ` 7`) is refused rather than reaching a query.
 */
const rowIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Not a comment id.')
  .transform(Number)
  .refine((id) => id <= CONTENT_ID_MAX, 'Not a comment id.');

/**
 * POST /blog/:slug/comments, a form post (@fastify/formbody: every value is a string, hence the
 * coercion). `_csrf` is checked by the shell and dropped here.
 */
export const commentFormSchema = z.object({
  body: z.string().trim().min(1, 'Please write a comment.').max(2000),
  parent_id: rowIdSchema.optional(),
});

/** POST /admin/comments/:id/:decision, an administrator's verdict on a comment held for moderation. */
export const commentModerationParamsSchema = z.object({
  id: rowIdSchema,
  decision: z.enum(['approve', 'reject']),
});
export type CommentModerationParams = z.infer<typeof commentModerationParamsSchema>;

/** GET /content/media/:name.svg, the seed's pictures and video posters: a kind and a number from 1 to 12. */
export const contentMediaParamsSchema = z.object({
  name: z.string().regex(/^(deal|review|guide|news|gallery|video)-(1[0-2]|[1-9])$/),
});
