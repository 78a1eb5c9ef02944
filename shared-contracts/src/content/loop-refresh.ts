import * as z from 'zod/mini';
import { CONTENT_ID_MAX } from './posts';
import { logicalJoinSchema, loopTaxonomySchema, loopTermSchema, loopWidgetIdSchema } from './loop-grid';

/** The most terms one filter may carry in a request: more than any taxonomy of the site has. */
export const LOOP_MAX_TERMS = 50;

/**
 * Spec 7.4 `widget_filters`, the consolidated filters: `{taxonomy: {<tax>: {terms, logicalJoin?}}}`. No join
 * means AND (a DISABLED filter sends none).
 */
export const loopWidgetFiltersSchema = z.object({
  taxonomy: z.optional(
    z.record(
      loopTaxonomySchema,
      z.object({
        terms: z.array(loopTermSchema).check(z.maxLength(LOOP_MAX_TERMS)),
        logicalJoin: z.optional(logicalJoinSchema),
      }),
    ),
  ),
});
export type LoopWidgetFilters = z.infer<typeof loopWidgetFiltersSchema>;

/** What an editor may preview unsaved (spec 7.4 `widget_model`): the widget's settings that change its query. */
export const loopWidgetModelSchema = z.object({
  settings: z.object({ posts_per_page: z.optional(z.int().check(z.gte(1), z.lte(48))) }),
});
export type LoopWidgetModel = z.infer<typeof loopWidgetModelSchema>;

/**
 * Spec 7.4: the JSON body of the loop refresh. `pagination_base_url` is the page's address (an absolute URL on
 * this site or a path), which gives the widget's page and the other parameters its links keep. `widget_model`
 * and `is_edit_mode` come from the editor only, with the nonce header (spec 6).
 */
export const loopRefreshBodySchema = z.object({
  post_id: z.int().check(z.gte(1), z.lte(CONTENT_ID_MAX)),
  widget_filters: loopWidgetFiltersSchema,
  widget_id: loopWidgetIdSchema,
  pagination_base_url: z.string().check(z.minLength(1), z.maxLength(2048)),
  widget_model: z.optional(loopWidgetModelSchema),
  is_edit_mode: z.optional(z.boolean()),
});
export type LoopRefreshBody = z.infer<typeof loopRefreshBodySchema>;
