import { z } from 'zod';
import { popupDisplaySettingsSchema } from './display-settings';
import { popupIdSchema } from './popup-id';
import { popupTimingSchema } from './timing-conditions';
import { popupTriggersSchema } from './triggers';

/** Spec 3.11: one site-builder popup with its three settings groups. */
export const sitePopupSchema = z.object({
  id: popupIdSchema,
  display: popupDisplaySettingsSchema,
  timing: popupTimingSchema,
  triggers: popupTriggersSchema,
});
export type SitePopup = z.infer<typeof sitePopupSchema>;
