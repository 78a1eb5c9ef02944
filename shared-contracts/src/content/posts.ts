import { z } from 'zod';

/** Posts per page on /blog and /category/:slug. */
export const CONTENT_POSTS_PER_PAGE = 12;

/** ?paged=N on post listings (WordPress-style page numbers, 1-based). */
export const postListQuerySchema = z.object({
  paged: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** Post and category slugs: lowercase words joined by hyphens. */
export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);
export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });

/** POST /blog/:slug/comments (form post; `_csrf` is checked by the shell and ignored here). */
export const commentFormSchema = z.object({
  body: z.string().trim().min(1, 'Please write a comment.').max(2000),
  parent_id: z.coerce.number().int().positive().optional(),
});
export type CommentForm = z.infer<typeof commentFormSchema>;
