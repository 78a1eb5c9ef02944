import { z } from 'zod';

/**
 * mf-search's own request contracts on top of ../search (spec 3.3-3.5 responses live there).
 * Names carry the `sss` prefix so the two re-exports from the package index never collide.
 */
export const sssPostTypeSchema = z.enum(['product', 'post', 'offer']);
export type SssPostType = z.infer<typeof sssPostTypeSchema>;

/** Terms arrive percent-decoded in path segments; 100 characters is plenty for a search box. */
export const sssTermSchema = z.string().trim().min(1).max(100);

/** GET /api/sss/v1/posts/:post_type/:term/{exclude_name}/{ids}... */
export const sssExclusionSchema = z.object({
  name: z.string().regex(/^exclude_[a-z_]+$/),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
    .transform((v) => v.split(',').map(Number)),
});
export type SssExclusion = z.infer<typeof sssExclusionSchema>;

/** ?numitems= on the posts call: how many items the group shows (spec 3.5 numitems). */
export const sssNumItemsSchema = z.coerce.number().int().min(1).max(50).default(5);

/** The search box island's data-props: the header sends {variant:'inline'}; the rest has defaults. */
export const sssSearchBoxPropsSchema = z.object({
  /** Spec 2.3 widget shapes; 'splash' is the header search splash overlay. */
  variant: z.enum(['inline', 'reveal', 'slide', 'popup', 'splash']).default('inline'),
  /** Spec 2.3 page overlay: dim the page behind the open results panel; clicking it hides the panel. */
  overlay: z.boolean().default(false),
  keyboard_delay: z.number().int().min(0).max(5000).default(300),
  /** Content types searched by AJAX (spec 3.2), in group order. */
  ajax_post_types: z.array(sssPostTypeSchema).default(['product', 'post']),
  action: z.string().startsWith('/').default('/search'),
  /** Stands in for '/' inside request paths (spec 5). */
  slash_replacement: z
    .string()
    .min(1)
    .refine((s) => !s.includes('/'))
    .default(' '),
});
export type SssSearchBoxProps = z.infer<typeof sssSearchBoxPropsSchema>;

/** /search page sort keys (spec 2.1); 'price-desc' is orderby price with order desc. */
export const sssSearchOrderbySchema = z.enum(['relevance', 'date', 'price', 'price-desc', 'rating']);
export type SssSearchOrderby = z.infer<typeof sssSearchOrderbySchema>;
