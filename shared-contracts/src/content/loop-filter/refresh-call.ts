import { z } from 'zod';
import { logicalJoinSchema } from './logical-join';

/** Spec 7.4: POST {rest}{builder_namespace}/v1/refresh-loop. */
export const LOOP_REFRESH_PATH = 'v1/refresh-loop';
/** Sent only from the site editor (spec 6); the spec names no header, this is the chosen one. */
export const LOOP_REFRESH_NONCE_HEADER = 'x-builder-nonce';

/** The builder widget id; it is echoed into parameter names (e-filter-{widgetId}-...). */
export const loopWidgetIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export type LoopWidgetId = z.infer<typeof loopWidgetIdSchema>;

/** Filters merged per type and taxonomy; the join is already normalised (see normaliseLogicalJoin). */
export const consolidatedFilterSchema = z.object({
  terms: z.array(z.string().min(1)),
  logicalJoin: logicalJoinSchema,
});
export type ConsolidatedFilter = z.infer<typeof consolidatedFilterSchema>;

/** Keyed by filterType, then by taxonomy. */
export const consolidatedFiltersSchema = z.record(
  z.string().min(1),
  z.record(z.string().min(1), consolidatedFilterSchema),
);
export type ConsolidatedFilters = z.infer<typeof consolidatedFiltersSchema>;

export const loopRefreshRequestSchema = z
  .object({
    post_id: z.number().int().positive(),
    widget_filters: consolidatedFiltersSchema,
    widget_id: loopWidgetIdSchema,
    /** The page's URL without page/paged, on which the refreshed pagination links are built. */
    pagination_base_url: z.string().min(1).max(2048),
    /** The editor's unsaved widget settings; only the editor sends them. */
    widget_model: z.record(z.string(), z.unknown()).optional(),
    is_edit_mode: z.boolean().optional(),
  })
  .refine((body) => body.is_edit_mode !== true || body.widget_model !== undefined, {
    message: 'edit mode needs widget_model',
    path: ['widget_model'],
  })
  .refine((body) => body.widget_model === undefined || body.is_edit_mode === true, {
    message: 'widget_model is sent only in edit mode',
    path: ['is_edit_mode'],
  });
export type LoopRefreshRequest = z.infer<typeof loopRefreshRequestSchema>;

/** data is the widget's new markup; a failed or non-OK response is treated as empty (spec 8). */
export const loopRefreshResponseSchema = z.object({ data: z.string() });
export type LoopRefreshResponse = z.infer<typeof loopRefreshResponseSchema>;
