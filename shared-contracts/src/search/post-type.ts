import { z } from 'zod';

/** A content type slug (product, post, ...); the slug ends up in request paths, so it is kept URL-safe. */
export const postTypeSchema = z.string().regex(/^[a-z0-9_-]{1,32}$/, 'a content type is a lower-case slug');
export type PostType = z.infer<typeof postTypeSchema>;

/** The input's comma-separated content types (spec 3.2); empty means no item search by AJAX. */
export const postTypeListSchema = z
  .string()
  .regex(/^([a-z0-9_-]{1,32}(,[a-z0-9_-]{1,32})*)?$/, 'a comma-separated list of content type slugs');
export type PostTypeList = z.infer<typeof postTypeListSchema>;

export function splitPostTypeList(list: PostTypeList): PostType[] {
  return list === '' ? [] : list.split(',');
}

/** The search widget id (sssid): it is echoed in URLs, so only URL-safe characters. */
export const searchWidgetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export type SearchWidgetId = z.infer<typeof searchWidgetIdSchema>;
