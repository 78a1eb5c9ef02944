import { z } from 'zod';

/** mf-search's own request and island contracts (the spec 3.3-3.5 responses sit beside them). */
export const searchPostTypeSchema = z.enum(['product', 'post', 'offer']);
export type SearchPostType = z.infer<typeof searchPostTypeSchema>;

/** Terms arrive percent-decoded in path segments; 100 characters is plenty for a search box. */
export const searchTermSchema = z.string().trim().min(1).max(100);

/** GET /api/sss/v1/posts/:post_type/:term/{exclude_name}/{ids}... */
export const searchPathExclusionSchema = z.object({
  name: z.string().regex(/^exclude_[a-z_]+$/),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
    .transform((v) => v.split(',').map(Number)),
});
export type SearchPathExclusion = z.infer<typeof searchPathExclusionSchema>;

/** ?numitems= on the posts call: how many items the group shows (spec 3.5 numitems). */
export const searchNumItemsSchema = z.coerce.number().int().min(1).max(50).default(5);

/** The search box island's data-props: the header sends {variant:'inline'}; the rest has defaults. */
export const searchBoxPropsSchema = z.object({
  /** Spec 2.3 widget shapes; 'splash' is the header search splash overlay. */
  variant: z.enum(['inline', 'reveal', 'slide', 'popup', 'splash']).default('inline'),
  /** Spec 2.3 page overlay: dim the page behind the open results panel; clicking it hides the panel. */
  overlay: z.boolean().default(false),
  keyboard_delay: z.number().int().min(0).max(5000).default(300),
  /** Content types searched by AJAX (spec 3.2), in group order. */
  ajax_post_types: z.array(searchPostTypeSchema).default(['product', 'post']),
  action: z.string().startsWith('/').default('/search'),
  /** Stands in for '/' inside request paths (spec 5). */
  slash_replacement: z
    .string()
    .min(1)
    .refine((s) => !s.includes('/'))
    .default(' '),
});
export type SearchBoxProps = z.infer<typeof searchBoxPropsSchema>;

/** /search page sort keys (spec 2.1); 'price-desc' is orderby price with order desc. */
export const searchOrderbySchema = z.enum(['relevance', 'date', 'price', 'price-desc', 'rating']);
export type SearchOrderby = z.infer<typeof searchOrderbySchema>;
