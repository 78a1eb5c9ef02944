import { z } from 'zod';

/** Spec 3.14 form settings. */
export const newsletterFormSettingsSchema = z.object({
  // Followed after a response, so only site paths or http(s) URLs; empty means stay on the page.
  redirect_url: z
    .string()
    .regex(/^(|https?:\/\/\S+|\/(?![/\\])\S*)$/, 'an http(s) URL, a site path or empty')
    .optional(),
  close_popup_when_success: z.boolean(),
});
export type NewsletterFormSettings = z.infer<typeof newsletterFormSettingsSchema>;
