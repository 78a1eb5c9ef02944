import * as z from 'zod/mini';
import { popupBlockSchema, popupPagesSchema } from './builder-popup';
import { popupSlugSchema } from './popup-content';
import {
  secondLayerScriptSchema,
  secondLayerSettingsSchema,
  secondLayerStylesSchema,
  secondLayerTriggerSchema,
} from './second-layer';

// Its own module: the stored row needs the builder's block and page schemas, which the island must not bundle.
/** A second-layer popup as mf-popups stores it. Assets may name any URL; the answer keeps same-origin ones only. */
export const secondLayerPopupSchema = z.object({
  id: popupSlugSchema,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  enabled: z.boolean(),
  pages: popupPagesSchema,
  trigger: secondLayerTriggerSchema,
  settings: secondLayerSettingsSchema,
  content: z.array(popupBlockSchema).check(z.minLength(1), z.maxLength(30)),
  scripts: z.array(secondLayerScriptSchema).check(z.maxLength(10)),
  styles: secondLayerStylesSchema,
  afterScripts: z.array(secondLayerScriptSchema).check(z.maxLength(10)),
});
export type SecondLayerPopup = z.infer<typeof secondLayerPopupSchema>;
