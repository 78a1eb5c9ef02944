import { z } from 'zod';
import { searchPostTypeSchema } from './post-type';

/** /search sort keys (spec 2.1); 'price-desc' is orderby price with order desc. */
export const searchOrderbySchema = z.enum(['relevance', 'date', 'price', 'price-desc', 'rating']);
export type SearchOrderby = z.infer<typeof searchOrderbySchema>;

/** Query strings give one value as a string and a repeated one as an array. */
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: unknown): unknown => list(value)[0];

/**
 * Spec 2.1: the results page query (s, post_type repeated, sssid, orderby, paged, and our view). The page is an
 * address anyone can edit, so it is read leniently: an unknown content type is dropped, and a bad
 * sort, widget id or page falls back (orderby null: the shop's default sort) instead of an error page.
 */
export const searchPageQuerySchema = z.object({
  // Archive mode drops a leading '#' from the term.
  s: z.preprocess(
    first,
    z
      .string()
      .transform((s) => s.replace(/^#/, '').trim().slice(0, 100))
      .catch(''),
  ),
  post_type: z.preprocess(
    list,
    z.array(z.unknown()).transform((types) =>
      types.flatMap((type) => {
        const known = searchPostTypeSchema.safeParse(type);
        return known.success ? [known.data] : [];
      }),
    ),
  ),
  sssid: z.preprocess(
    first,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable()
      .catch(null),
  ),
  orderby: z.preprocess(first, searchOrderbySchema.nullable().catch(null)),
  /** How the results are laid out: a list (the default) or a grid of cards. */
  view: z.preprocess(first, z.enum(['list', 'grid']).catch('list')),
  paged: z.preprocess(
    first,
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number)
      .catch(1),
  ),
});
export type SearchPageQuery = z.output<typeof searchPageQuerySchema>;
