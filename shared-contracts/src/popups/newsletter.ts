import * as z from 'zod/mini';
import { isNewsletterEmail, NEWSLETTER_ACTION, NEWSLETTER_INVALID_EMAIL_MESSAGE } from './newsletter-constants';

/** A list id: a lower-case slug (`weekly-deals`). */
export const newsletterListIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/));

const fieldName = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Extra form fields keyed by name (first name, interests): a few short strings. */
export const newsletterAdditionalSchema = z
  .record(z.string().check(z.regex(fieldName)), z.string().check(z.maxLength(200)))
  .check(z.refine((record) => Object.keys(record).length <= 10, 'at most 10 additional fields'));

/** Instance data: where the form sits (spec 3.14 `data`), recorded as the consent's source. */
export const newsletterInstanceSchema = z.object({
  popup_id: z.optional(z.string().check(z.maxLength(100))),
  form: z.optional(z.enum(['popup', 'footer', 'page'])),
  page_url: z.optional(z.string().check(z.maxLength(1000))),
});

export const newsletterSignupSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.refine((value) => isNewsletterEmail(value), NEWSLETTER_INVALID_EMAIL_MESSAGE),
  ),
  target_list_id: newsletterListIdSchema,
  data: z.optional(newsletterInstanceSchema),
  additional: z.optional(newsletterAdditionalSchema),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** Spec 7.5: the call's body. */
export const newsletterRequestSchema = z.object({
  action: z.literal(NEWSLETTER_ACTION),
  data: newsletterSignupSchema,
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** Spec 7.5: the answer the form reads (type and a plain-text message). */
export const newsletterResponseSchema = z.object({
  type: z.enum(['success', 'error']),
  message: z.string(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** Form settings (spec 3.14), carried on the form element as data attributes. */
export const newsletterFormSettingsSchema = z.object({
  redirect_url: z.optional(z.string().check(z.regex(/^\/(?!\/)[^\s"<>\\]{0,500}$/))),
  close_popup_when_success: z.optional(z.boolean()),
});
export type NewsletterFormSettings = z.infer<typeof newsletterFormSettingsSchema>;
