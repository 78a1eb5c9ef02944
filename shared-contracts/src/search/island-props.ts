import { z } from 'zod';
import { searchPostTypeSchema } from './post-type';
import { searchExclusionSchema } from './exclusion';

// Capped so a broken setting cannot make the box look dead.
const keyboardDelay = z.number().int().min(0).max(5000).default(300);
/** The form's action: the results page (spec 2.1); suggestion links are built on it (spec 2.2). */
const action = z.string().startsWith('/').default('/search');

/**
 * The `mf-search/search-box` island's data-props: the widget shape, the spec 3.1 client switches and
 * the spec 3.2 form data, each with a default, so the header's `{variant:'inline'}` is complete.
 */
export const searchBoxPropsSchema = z.object({
  /** Spec 2.3 widget shapes; 'splash' is the header search splash overlay. */
  variant: z.enum(['inline', 'reveal', 'slide', 'popup', 'splash']).default('inline'),
  /** Spec 2.3 page overlay: dim the page behind the open results panel; clicking it hides the panel. */
  overlay: z.boolean().default(false),
  keyboard_delay: keyboardDelay,
  /** Content types searched by AJAX (spec 3.2), in group order. */
  ajax_post_types: z.array(searchPostTypeSchema).default(['product', 'post']),
  action,
  /** Stands in for '/' inside request paths (spec 5), so it may not contain '/' itself. */
  slash_replacement: z
    .string()
    .min(1)
    .refine((s) => !s.includes('/'))
    .default(' '),
  suggestions_enabled: z.boolean().default(true),
  /** Spec 3.2: whether suggestions (and taxonomy terms) are possible for this input. */
  suggestions_possible: z.boolean().default(true),
  taxonomy_enabled: z.boolean().default(true),
  widget_panel_enabled: z.boolean().default(false),
  submit_simultaneously: z.boolean().default(true),
  force_results_order: z.boolean().default(true),
  hideonscroll: z.boolean().default(false),
  /** Spec 3.1 date_format (tokens F, M, m, d, j, Y, y); the site's format when absent. */
  date_format: z.string().min(1).optional(),
  exclusions: z.array(searchExclusionSchema).default([]),
  /** Values of the form's hidden post_type inputs; the first goes on suggestion links (spec 2.2). */
  post_types: z.array(z.string()).default([]),
  /** Spec 3.1 localized labels: a heading per content type and the 'see all' link. */
  labels: z
    .object({ content_types: z.record(z.string(), z.string().min(1)), see_all: z.string().min(1) })
    .default({ content_types: { product: 'Products', post: 'Posts', offer: 'Offers' }, see_all: 'See all' }),
});
export type SearchBoxProps = z.infer<typeof searchBoxPropsSchema>;

/** The shop's default sort (spec 3.1 default_sort); orderby 'price' with order 'desc' reads as 'price-desc'. */
const searchSortSchema = z.object({
  orderby: z.string().regex(/^[a-z_-]{1,32}$/),
  order: z.enum(['asc', 'desc']),
});
export type SearchSort = z.infer<typeof searchSortSchema>;

/**
 * The same island in archive mode, on the results page (spec 2.1, 4.1): typing refreshes /search in
 * place. default_sort is the shop's default sort; 'relevance' means nothing is marked.
 */
export const searchArchivePropsSchema = z.object({
  results_mode: z.literal('archive'),
  keyboard_delay: keyboardDelay,
  action,
  default_sort: searchSortSchema.default({ orderby: 'relevance', order: 'desc' }),
});
export type SearchArchiveProps = z.infer<typeof searchArchivePropsSchema>;
