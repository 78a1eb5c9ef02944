import { z } from 'zod';

const seconds = z.number().nonnegative();

/** Spec 3.11 triggers: a present key is a configured trigger; the first one to fire opens the popup. */
export const popupTriggersSchema = z.object({
  page_load_delay: seconds.optional(),
  scrolling_direction: z.enum(['up', 'down']).optional(),
  /** Percent of the page scrolled; used with direction 'down'. */
  scrolling_offset: z.number().min(0).max(100).optional(),
  scrolling_to_selector: z.string().min(1).optional(),
  click_times: z.number().int().positive().optional(),
  inactivity_time: z.number().positive().optional(),
  exit_intent: z.boolean().optional(),
  adblock_detection_delay: seconds.optional(),
});
export type PopupTriggers = z.infer<typeof popupTriggersSchema>;
