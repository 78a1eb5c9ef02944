import { z } from 'zod';
import { postTypeSchema } from './post-type';

/** The slot in the search URL template that receives the term (spec 2.1, 3.1). */
export const SEARCH_TERM_PLACEHOLDER = '{term}';

/** The date_format tokens the client understands; any other character is printed as is. */
export const DATE_FORMAT_TOKENS = ['F', 'M', 'm', 'd', 'j', 'Y', 'y'] as const;

/** The shop's default sort; orderby 'price' with order 'desc' is shown as 'price-desc' (spec 2.1). */
export const searchSortSchema = z.object({
  orderby: z.string().regex(/^[a-z_-]{1,32}$/),
  order: z.enum(['asc', 'desc']),
});
export type SearchSort = z.infer<typeof searchSortSchema>;

export const searchLabelsSchema = z.object({
  /** Display name per content type slug, used as the heading of each item group. */
  content_types: z.record(postTypeSchema, z.string().min(1)),
  see_all: z.string().min(1),
});
export type SearchLabels = z.infer<typeof searchLabelsSchema>;

/** Spec 3.1: the search client configuration the page provides. */
export const searchConfigSchema = z.object({
  search_url: z.string().min(1).includes(SEARCH_TERM_PLACEHOLDER),
  // Call paths are appended directly ({rest_base}sss/v1/...), so the base must end with '/'.
  rest_base: z.string().min(1).endsWith('/'),
  ajax_url: z.string().min(1),
  suggestions_enabled: z.boolean(),
  taxonomy_enabled: z.boolean(),
  widget_panel_enabled: z.boolean(),
  submit_simultaneously: z.boolean(),
  force_results_order: z.boolean(),
  hideonscroll: z.boolean(),
  // Capped so a broken setting cannot make the box look dead.
  keyboard_delay: z.number().int().min(0).max(5000),
  default_sort: searchSortSchema,
  date_format: z.string().min(1),
  // '/' would split the request path, so terms carry this instead; it must not contain '/' itself.
  slash_replacement: z
    .string()
    .min(1)
    .refine((s) => !s.includes('/'), 'the replacement may not contain "/"'),
  labels: searchLabelsSchema,
});
export type SearchConfig = z.infer<typeof searchConfigSchema>;
