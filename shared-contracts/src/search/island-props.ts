import * as z from 'zod/mini';
import { searchPostTypeSchema } from './post-type';
import { searchExclusionSchema } from './exclusion';

// Capped so a broken setting cannot make the box look dead.
const keyboardDelay = z._default(z.int().check(z.gte(0), z.lte(5000)), 300);
/** The form's action: the results page (spec 2.1); suggestion links are built on it (spec 2.2). */
const action = z._default(z.string().check(z.startsWith('/')), '/search');

/**
 * The `mf-search/search-box` island's data-props: the widget shape, the spec 3.1 client switches and
 * the spec 3.2 form data, each with a default, so the header's `{variant:'inline'}` is complete.
 */
export const searchBoxPropsSchema = z.object({
  /** Spec 2.3 widget shapes; 'splash' is the header search splash overlay. */
  variant: z._default(z.enum(['inline', 'reveal', 'slide', 'popup', 'splash']), 'inline'),
  /** Spec 2.3 page overlay: dim the page behind the open results panel; clicking it hides the panel. */
  overlay: z._default(z.boolean(), false),
  keyboard_delay: keyboardDelay,
  /** Content types searched by AJAX (spec 3.2), in group order. */
  ajax_post_types: z._default(z.array(searchPostTypeSchema), ['product', 'post']),
  action,
  /** Stands in for '/' inside request paths (spec 5), so it may not contain '/' itself. */
  slash_replacement: z._default(
    z.string().check(
      z.minLength(1),
      z.refine((s) => !s.includes('/')),
    ),
    ' ',
  ),
  suggestions_enabled: z._default(z.boolean(), true),
  /** Spec 3.2: whether suggestions (and taxonomy terms) are possible for this input. */
  suggestions_possible: z._default(z.boolean(), true),
  taxonomy_enabled: z._default(z.boolean(), true),
  widget_panel_enabled: z._default(z.boolean(), false),
  submit_simultaneously: z._default(z.boolean(), true),
  force_results_order: z._default(z.boolean(), true),
  hideonscroll: z._default(z.boolean(), false),
  /** Spec 3.1 date_format (tokens F, M, m, d, j, Y, y); the site's format when absent. */
  date_format: z.optional(z.string().check(z.minLength(1))),
  exclusions: z._default(z.array(searchExclusionSchema), []),
  /** Values of the form's hidden post_type inputs; the first goes on suggestion links (spec 2.2). */
  post_types: z._default(z.array(z.string()), []),
  /** Spec 3.1 localized labels: a heading per content type and the 'see all' link. */
  labels: z._default(
    z.object({
      content_types: z.record(z.string(), z.string().check(z.minLength(1))),
      see_all: z.string().check(z.minLength(1)),
    }),
    { content_types: { product: 'Products', post: 'Posts', offer: 'Offers' }, see_all: 'See all' },
  ),
});
export type SearchBoxProps = z.infer<typeof searchBoxPropsSchema>;

/** The shop's default sort (spec 3.1 default_sort); orderby 'price' with order 'desc' reads as 'price-desc'. */
const searchSortSchema = z.object({
  orderby: z.string().check(z.regex(/^[a-z_-]{1,32}$/)),
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
  default_sort: z._default(searchSortSchema, { orderby: 'relevance', order: 'desc' }),
});
export type SearchArchiveProps = z.infer<typeof searchArchivePropsSchema>;
