import * as z from 'zod/mini';
import {
  LOOP_FILTER_ID,
  LOOP_PAGINATIONS,
  LOOP_TAXONOMY,
  LOOP_TERM,
  LOOP_TERM_MAX_LENGTH,
  LOOP_WIDGET_ID,
} from './loop-constants';

/**
 * The loop grid and its taxonomy filter (spec 2.6, 3.13, 4.9, 7.4): the island's props and the refresh answer.
 * The server renders and answers with these; the island checks both with loop-grid-guard.ts, tested against
 * them (zod calls at module level are never tree-shaken, so browser code imports no module of this kind).
 * The refresh body, which only the server parses, is in loop-refresh.ts.
 */

/**
 * A loop widget's id: lowercase letters and digits. No '-', since the id sits between dashes in
 * `e-filter-{widgetId}-{taxonomy}`; and not exactly seven characters as the reference insists (its #28209).
 */
export const loopWidgetIdSchema = z.string().check(z.regex(LOOP_WIDGET_ID));

/** A taxonomy key (`category`, `tag`, `store`): no '-' either, for the same reason. */
export const loopTaxonomySchema = z.string().check(z.regex(LOOP_TAXONOMY));

/** A term's slug: lowercase words joined by single hyphens, so never a '+', '~' or space (the separators). */
export const loopTermSchema = z.string().check(z.maxLength(LOOP_TERM_MAX_LENGTH), z.regex(LOOP_TERM));

/** Spec 5: a filter's multiple-term operator is AND or OR; anything else is treated as DISABLED (one term). */
export const logicalJoinSchema = z.enum(['AND', 'OR']);

/** How a widget pages: the page's own `paged` (the main listing), its own `e-page-{widgetId}`, or not at all. */
export const loopPaginationSchema = z.enum(LOOP_PAGINATIONS);
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
      filterId: z.string().check(z.regex(LOOP_FILTER_ID)),
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
