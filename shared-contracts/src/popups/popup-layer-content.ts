import { z } from 'zod';
import { siteLinkSchema } from '../platform/safe-url';
import { popupIdSchema } from './popup-id';

/** Spec 7.3: the AJAX action that returns a second-layer popup's content. The spec leaves the name to us. */
export const POPUP_LAYER_CONTENT_ACTION = 'site_popup_content';

/** Sent as JSON, so forceLoad stays a boolean. */
export const popupLayerContentRequestSchema = z.object({
  action: z.literal(POPUP_LAYER_CONTENT_ACTION),
  popup_id: popupIdSchema,
  page_url: z.string().min(1).max(2048),
  /** Fetch again even when the content was loaded before. */
  forceLoad: z.boolean(),
  customContent: z.string().optional(),
});
export type PopupLayerContentRequest = z.infer<typeof popupLayerContentRequestSchema>;

/** A script the popup content needs; src is injected into the page, so only http(s) or site paths. */
export const popupScriptAssetSchema = z.object({ handle: z.string().min(1), src: siteLinkSchema });
export type PopupScriptAsset = z.infer<typeof popupScriptAssetSchema>;

export const popupLayerContentSchema = z.object({
  content: z.string(),
  /** Ids of the builder elements inside the content that must be initialised after insertion. */
  contentElements: z.array(z.string()),
  scripts: z.array(popupScriptAssetSchema),
  /** Stylesheets keyed by handle, so one already on the page is not added twice. */
  styles: z.record(z.string().min(1), siteLinkSchema),
  /** Scripts to run only after the content is in the page. */
  afterScripts: z.array(popupScriptAssetSchema),
});
export type PopupLayerContent = z.infer<typeof popupLayerContentSchema>;

/** On error the message is shown as the popup's heading (spec 8); only success carries content. */
export const popupLayerContentResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('success'), message: z.string().optional(), content: popupLayerContentSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type PopupLayerContentResponse = z.infer<typeof popupLayerContentResponseSchema>;
