import { z } from 'zod';
import { postTypeSchema, searchWidgetIdSchema } from './post-type';

/** Query strings give one value as a string and a repeated one as an array; always read a list. */
function asList(value: unknown): unknown {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Spec 2.1: the search results page query (s, post_type repeated, sssid, orderby, paged). */
export const resultsPageQuerySchema = z.object({
  s: z.string().max(200),
  post_type: z.preprocess(asList, z.array(postTypeSchema)),
  sssid: searchWidgetIdSchema.optional(),
  orderby: z
    .string()
    .regex(/^[a-z_-]{1,32}$/)
    .optional(),
  // Query values are strings, so the page number is coerced.
  paged: z.coerce.number().int().positive().optional(),
});
export type ResultsPageQuery = z.infer<typeof resultsPageQuerySchema>;
