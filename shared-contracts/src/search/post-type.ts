import * as z from 'zod/mini';

/**
 * The content types the site searches (spec 3.2, 3.5 post_type): the request path, the island's AJAX
 * list, the results page filter and each item group's settings all use this one list.
 */
export const searchPostTypeSchema = z.enum(['product', 'post', 'offer']);
export type SearchPostType = z.infer<typeof searchPostTypeSchema>;
