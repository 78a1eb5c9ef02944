import * as z from 'zod/mini';

/**
 * The loop grid and its taxonomy filter (spec 2.6, 3.13, 4.9, 7.4): what the browser reads. The refresh
 * body, which only the server parses, is in loop-refresh.ts (zod calls at module level are never
 * tree-shaken, so the island's bundle must not import it).
 */

/** Spec 7.4: `POST {rest}{builder_namespace}/v1/refresh-loop`, after the site's `restBase` ('/api/'). */
export const LOOP_REFRESH_ROUTE = 'builder/v1/refresh-loop';

/** Spec 6: the header an editor's refresh carries its nonce in (the logged-in visitor's CSRF token). */
export const LOOP_EDITOR_NONCE_HEADER = 'x-builder-nonce';

/** The "All" choice of a filter bar (`data-filter="__all"` in the reference). */
export const LOOP_FILTER_ALL = '__all';

/**
 * A loop widget's id: lowercase letters and digits. No '-', since the id sits between dashes in
 * `e-filter-{widgetId}-{taxonomy}`; and not exactly seven characters as the reference insists (its #28209).
 */
export const loopWidgetIdSchema = z.string().check(z.regex(/^[a-z0-9]{1,32}$/));

/** A taxonomy key (`category`, `tag`, `store`): no '-' either, for the same reason. */
export const loopTaxonomySchema = z.string().check(z.regex(/^[a-z0-9_]{1,32}$/));

/** A term's slug: lowercase words joined by single hyphens, so never a '+', '~' or space (the separators). */
export const loopTermSchema = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** Spec 5: a filter's multiple-term operator is AND or OR; anything else is treated as DISABLED (one term). */
export const logicalJoinSchema = z.enum(['AND', 'OR']);

/** How a widget pages: the page's own `paged` (the main listing), its own `e-page-{widgetId}`, or not at all. */
export const loopPaginationSchema = z.enum(['paged', 'e-page', 'none']);
export type LoopPagination = z.infer<typeof loopPaginationSchema>;

/**
 * Props of the `mf-content/loop-filter` island, one per loop widget. Each filter is one taxonomy filter of the
 * widget with its settings as configured (`multiple`, `logicalCombination`); the island derives the operator.
 */
export const loopGridPropsSchema = z.object({
  widgetId: loopWidgetIdSchema,
  /** The document holding the widget (spec 7.4 `post_id`). */
  postId: z.int().check(z.gte(1)),
  pagination: loopPaginationSchema,
  filters: z.array(
    z.object({
      filterId: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
      taxonomy: loopTaxonomySchema,
      multiple: z.boolean(),
      logicalCombination: z.string(),
    }),
  ),
});
export type LoopGridProps = z.infer<typeof loopGridPropsSchema>;

/** Spec 7.4: the refresh answers the widget's new markup as `data`. */
export const loopRefreshResponseSchema = z.object({ data: z.string() });
export type LoopRefreshResponse = z.infer<typeof loopRefreshResponseSchema>;
