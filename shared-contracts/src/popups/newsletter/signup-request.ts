import { z } from 'zod';
import { NEWSLETTER_INVALID_EMAIL_MESSAGE, NEWSLETTER_SIGNUP_ACTION } from './constants';

/**
 * The 'standard e-mail pattern' (spec 5): zod's email check, used by both the form and the server
 * so they accept exactly the same addresses.
 */
export const newsletterEmailSchema = z.email({ error: NEWSLETTER_INVALID_EMAIL_MESSAGE }).max(254);
export type NewsletterEmail = z.infer<typeof newsletterEmailSchema>;

/** A posted form value: checkbox groups and multi-selects send several values under one name. */
const formValueSchema = z.union([z.string(), z.array(z.string())]);
const formFieldsSchema = z.record(z.string().min(1), formValueSchema);

export const newsletterSignupDataSchema = z.object({
  email: newsletterEmailSchema,
  /** The e-mail marketing provider's list id. */
  target_list_id: z.string().min(1).max(128),
  /** The form instance's own data (which widget and form posted). */
  data: formFieldsSchema,
  /** The other form fields, keyed by field name. */
  additional: formFieldsSchema,
});
export type NewsletterSignupData = z.infer<typeof newsletterSignupDataSchema>;

/** Spec 7.5: a form post; nested values travel as bracketed names (data[email]) and decode to this shape. */
export const newsletterSignupRequestSchema = z.object({
  action: z.literal(NEWSLETTER_SIGNUP_ACTION),
  data: newsletterSignupDataSchema,
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequestSchema>;
