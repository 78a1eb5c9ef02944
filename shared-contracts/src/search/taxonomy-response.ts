import * as z from 'zod/mini';

/** Spec 3.4: one matching term; terms are grouped under taxonomypluralname. */
const taxonomyTermSchema = z.object({
  taxonomypluralname: z.string().check(z.minLength(1)),
  /** The taxonomy key; product categories also show their description in brackets. */
  taxitem: z.string().check(z.minLength(1)),
  // Terms without a description send an empty string.
  description: z.string(),
  url: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
export type TaxonomyTerm = z.infer<typeof taxonomyTermSchema>;

/** GET {rest_base}sss/v1/taxonomies/{term}: a bare array. */
export const taxonomyResponseSchema = z.array(taxonomyTermSchema);
export type TaxonomyResponse = z.infer<typeof taxonomyResponseSchema>;
