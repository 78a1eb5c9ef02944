import { z } from 'zod';

/*
 * The fields the server reads for registration and password reset, shared by the AJAX actions
 * (site_register, site_resetpass) and the no-JS pages. Only sizes are bounded here; password policy
 * and captcha checks are server decisions that answer with a message (spec 5: no client checks).
 */
const email = z.string().trim().toLowerCase().min(3).max(254);

export const siteRegisterFormSchema = z.object({
  email,
  display_name: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(1024),
  captcha_token: z.string().min(1).max(128),
  captcha_answer: z.string().trim().min(1).max(64),
});
export type SiteRegisterForm = z.infer<typeof siteRegisterFormSchema>;

/** Step 1 of a reset: ask for a link by e-mail. */
export const siteResetRequestFormSchema = z.object({ email });
export type SiteResetRequestForm = z.infer<typeof siteResetRequestFormSchema>;

/** Step 2: the page the e-mailed link opens posts the token and the new password twice. */
export const siteResetPasswordFormSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a reset token'),
  password: z.string().min(1).max(1024),
  password_confirm: z.string().min(1).max(1024),
});
export type SiteResetPasswordForm = z.infer<typeof siteResetPasswordFormSchema>;

/** Registration confirmation: the e-mailed link's token, posted back from the confirm page. */
export const siteConfirmFormSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a token') });
export type SiteConfirmForm = z.infer<typeof siteConfirmFormSchema>;

/** GET /dev/outbox.json (development only): the mails the local outbox holds, newest first. */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
