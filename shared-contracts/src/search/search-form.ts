import { z } from 'zod';
import { postTypeListSchema, postTypeSchema, searchWidgetIdSchema } from './post-type';

/** A hidden exclude_* input: its name and the comma-separated term ids it excludes (spec 3.2). */
export const searchExclusionSchema = z.object({
  name: z.string().regex(/^exclude_[a-z0-9_-]{1,64}$/, 'an exclusion name starts with exclude_'),
  value: z.string().regex(/^\d+(,\d+)*$/, 'a comma-separated list of term ids'),
});
export type SearchExclusion = z.infer<typeof searchExclusionSchema>;

/** The widget shapes of spec 2.3. */
export const searchVariantSchema = z.enum(['inline', 'reveal', 'slide', 'popup']);
export type SearchVariant = z.infer<typeof searchVariantSchema>;

/** 'archive' sends the browser to (or refreshes) the results page instead of filling the panel (spec 1, 7.1). */
export const searchResultsModeSchema = z.enum(['panel', 'archive']);
export type SearchResultsMode = z.infer<typeof searchResultsModeSchema>;

/** Spec 3.2: what one search input and its form carry. */
export const searchFormSchema = z.object({
  sssid: searchWidgetIdSchema,
  /** The form's action URL; suggestion links are built on it (spec 2.2). */
  action: z.string().min(1),
  variant: searchVariantSchema,
  results_mode: searchResultsModeSchema,
  suggestions_possible: z.boolean(),
  ajax_post_types: postTypeListSchema,
  exclusions: z.array(searchExclusionSchema),
  /** Values of the hidden post_type inputs, in document order (the first one goes on suggestion links). */
  post_types: z.array(postTypeSchema),
});
export type SearchForm = z.infer<typeof searchFormSchema>;
