import * as z from 'zod/mini';

/**
 * An excluded set of terms (spec 3.2 hidden exclude_* input, spec 7.1 path pair): the input's name
 * and its comma-separated term ids. Ids are bounded (9 digits, 50 of them), so none overflows an int.
 */
export const searchExclusionSchema = z.object({
  name: z.string().check(z.regex(/^exclude_[a-z0-9_-]{1,64}$/, 'an exclusion name starts with exclude_')),
  value: z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'a comma-separated list of term ids')),
});
export type SearchExclusion = z.infer<typeof searchExclusionSchema>;
