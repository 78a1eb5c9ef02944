import * as z from 'zod/mini';
import { popupSlugSchema } from './popup-content';

/**
 * The second popup layer (spec 3.12, 4.7, 7.3; issue 16): popups stored like the builder layer's, each with one
 * open trigger, whose content the browser fetches on demand from the site's AJAX endpoint.
 */

/** Spec 7.3's action on `POST {ajaxUrl}`. */
export const SECOND_LAYER_CONTENT_ACTION = 'popups_get_content';
/** Spec 9: a second-layer popup closes this long after a form inside it succeeded. */
export const SECOND_LAYER_FORM_CLOSE_MS = 3000;
/** localStorage key of the per-browser record (team-prefixed; the original's `jetPopupData`). */
export const SECOND_LAYER_STORAGE_KEY = 'popups.secondLayer';

/** The show-again delays an admin picks from, in seconds (the original's WordPress constants). `none`: never. */
export const SHOW_AGAIN_DELAYS = {
  minute: 60,
  '10minutes': 600,
  '30minutes': 1800,
  hour: 3600,
  '3hours': 10_800,
  '6hours': 21_600,
  '12hours': 43_200,
  day: 86_400,
  '3days': 259_200,
  week: 604_800,
  month: 2_592_000,
} as const;
export type ShowAgainDelay = keyof typeof SHOW_AGAIN_DELAYS | 'none';
export const showAgainDelaySchema = z.enum([
  'none',
  'minute',
  '10minutes',
  '30minutes',
  'hour',
  '3hours',
  '6hours',
  '12hours',
  'day',
  '3days',
  'week',
  'month',
]);

const seconds = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));
/**
 * `wallClockSchema`'s format (builder-popup.ts), written again so the island does not bundle the builder's schemas
 * (zod/mini objects are built at import, so a module's every schema ships with any one of them); second-layer.test.ts
 * holds the two to the same answers.
 */
const wallClockSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/));
const hourMinute = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** One open trigger per popup (spec 4.7). Dates and times are wall clocks in the site's zone. */
export const secondLayerTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page-load'), delay: seconds(0, 600) }),
  z.object({ type: z.literal('user-inactive'), delay: seconds(1, 3600) }),
  z.object({ type: z.literal('scroll-trigger'), percent: z.int().check(z.gte(1), z.lte(100)) }),
  z.object({ type: z.literal('try-exit-trigger') }),
  z.object({ type: z.literal('on-date'), date: wallClockSchema }),
  /** A daily window, 00:00 to 23:59 unless set. */
  z.object({ type: z.literal('on-time'), start: z.optional(hourMinute), end: z.optional(hourMinute) }),
  z.object({ type: z.literal('on-date-and-time'), start: wallClockSchema, end: wallClockSchema }),
  z.object({ type: z.literal('custom-selector'), selector: z.string().check(z.minLength(1), z.maxLength(200)) }),
]);
export type SecondLayerTrigger = z.infer<typeof secondLayerTriggerSchema>;

export const secondLayerSettingsSchema = z.object({
  /** Every close (button, overlay, Escape) is a 'constantly' close: the popup is disabled in this browser. */
  show_once: z.optional(z.boolean()),
  show_again_delay: z.optional(showAgainDelaySchema),
  /** Fetch the content again on every open instead of once per page view (spec 7.3's forceLoad). */
  force_load: z.optional(z.boolean()),
  close_on_overlay_click: z.optional(z.boolean()),
});
export type SecondLayerSettings = z.infer<typeof secondLayerSettingsSchema>;

/** A script or style the content needs: `handle` names it once per page, `src` must be on the site's origin. */
const assetHandle = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));
const assetSrc = z.string().check(z.minLength(1), z.maxLength(1000));
export const secondLayerScriptSchema = z.object({ handle: assetHandle, src: assetSrc });
export const secondLayerStylesSchema = z.record(assetHandle, assetSrc);

/** What the page gets for each popup that may apply to it (the island's props). */
export const secondLayerPagePopupSchema = z.object({
  id: popupSlugSchema,
  title: z.string(),
  trigger: secondLayerTriggerSchema,
  settings: secondLayerSettingsSchema,
});
export type SecondLayerPagePopup = z.infer<typeof secondLayerPagePopupSchema>;
export const secondLayerPropsSchema = z.object({ popups: z.array(secondLayerPagePopupSchema) });
export type SecondLayerProps = z.infer<typeof secondLayerPropsSchema>;

/** Spec 7.3's request (JSON or a form: `forceLoad` may arrive as text). */
export const secondLayerContentRequestSchema = z.object({
  action: z.literal(SECOND_LAYER_CONTENT_ACTION),
  popup_id: popupSlugSchema,
  page_url: z.string().check(z.maxLength(2000)),
  forceLoad: z.optional(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])),
  /** Text the trigger element passes along (`data-popups-custom-content`), shown at the end, escaped. */
  customContent: z.optional(z.string().check(z.maxLength(2000))),
});
export type SecondLayerContentRequest = z.infer<typeof secondLayerContentRequestSchema>;

/** Spec 7.3's answer. `content.content` is HTML the server built from escaped blocks. */
export const secondLayerContentSchema = z.object({
  content: z.string(),
  contentElements: z.array(z.string()),
  scripts: z.array(secondLayerScriptSchema),
  styles: secondLayerStylesSchema,
  afterScripts: z.array(secondLayerScriptSchema),
});
export type SecondLayerContent = z.infer<typeof secondLayerContentSchema>;
export const secondLayerContentResponseSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
  content: z.optional(secondLayerContentSchema),
});
export type SecondLayerContentResponse = z.infer<typeof secondLayerContentResponseSchema>;
