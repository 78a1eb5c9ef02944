import { z } from 'zod';
import { MIN_ITEM_TERM_LENGTH } from './constants';
import { postTypeSchema } from './post-type';
import { searchExclusionSchema } from './search-form';

/**
 * A term as it goes into a request path. '/' must already be replaced by slash_replacement
 * (spec 5), otherwise it would be read as a path separator.
 */
export const searchTermSegmentSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((term) => !term.includes('/'), 'replace "/" before putting the term in a path');
export type SearchTermSegment = z.infer<typeof searchTermSegmentSchema>;

/** The {term} of the suggestions and taxonomies calls: no minimum length (spec 5). */
export const termLookupParamsSchema = z.object({ term: searchTermSegmentSchema });
export type TermLookupParams = z.infer<typeof termLookupParamsSchema>;

/** The path parts of the posts call; exclusions become name/value segment pairs. */
export const itemSearchParamsSchema = z.object({
  post_type: postTypeSchema,
  term: searchTermSegmentSchema.refine((term) => term.length >= MIN_ITEM_TERM_LENGTH, {
    message: `an item search needs at least ${MIN_ITEM_TERM_LENGTH} characters`,
  }),
  exclusions: z.array(searchExclusionSchema),
});
export type ItemSearchParams = z.infer<typeof itemSearchParamsSchema>;
