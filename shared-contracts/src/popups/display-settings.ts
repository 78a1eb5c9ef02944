import { z } from 'zod';

const seconds = z.number().nonnegative();

/**
 * Spec 3.11 display settings, names as the builder spells them. Every field is optional because
 * the builder stores only what was set: an absent switch is off, an absent delay means none.
 */
export const popupDisplaySettingsSchema = z.object({
  open_selector: z.string().min(1).optional(),
  avoid_multiple_popups: z.boolean().optional(),
  close_button_delay: seconds.optional(),
  close_button_position: z.enum(['outside', 'inside']).optional(),
  close_automatically: seconds.optional(),
  prevent_close_on_background_click: z.boolean().optional(),
  prevent_close_on_esc_key: z.boolean().optional(),
  prevent_scroll: z.boolean().optional(),
  entrance_animation: z.string().min(1).optional(),
  /** The builder keeps slider values as {size}; size is in seconds. */
  entrance_animation_duration: z.object({ size: seconds }).optional(),
  exit_animation: z.string().min(1).optional(),
  a11y_navigation: z.boolean().optional(),
  // Added to the popup's class attribute, so only class-name characters and spaces.
  classes: z
    .string()
    .regex(/^[A-Za-z0-9_ -]*$/)
    .optional(),
});
export type PopupDisplaySettings = z.infer<typeof popupDisplaySettingsSchema>;
