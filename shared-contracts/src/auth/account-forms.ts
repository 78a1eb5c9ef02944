import { z } from 'zod';
import { AUTH_LOGIN_ACTION, AUTH_REGISTER_ACTION, AUTH_RESETPASS_ACTION } from './constants';
import {
  displayNameField,
  emailField as email,
  linkTokenField,
  newPasswordFields,
  passwordField as password,
  redirectField,
} from './fields';

/*
 * The form bodies the account routes read. They are form-encoded, so every value is a string (the
 * platform checks their `_csrf` field before validation). Only sizes are bounded: password
 * policy and captcha answers are server decisions that answer with a message (spec 5: no client
 * checks). Each form is one schema, shared by its no-JS page and (for spec 7.2) the AJAX action.
 */

/**
 * Log in (AJAX `site_login` and POST /login). `redirect_to` is checked by the server, never trusted.
 * The captcha fields are sent once the server asked for them (`captcha: true` in its answer, after
 * repeated failures on the account); an empty one counts as absent.
 */
export const siteLoginFormSchema = z.object({
  email,
  password,
  redirect_to: redirectField.optional(),
  captcha_token: z.string().max(128).optional(),
  captcha_answer: z.string().trim().max(64).optional(),
});
export type SiteLoginForm = z.infer<typeof siteLoginFormSchema>;

/** Register (AJAX `site_register` and POST /register), with the captcha's token and answer. */
export const siteRegisterFormSchema = z.object({
  email,
  display_name: displayNameField,
  password,
  captcha_token: z.string().min(1).max(128),
  captcha_answer: z.string().trim().min(1).max(64),
});
export type SiteRegisterForm = z.infer<typeof siteRegisterFormSchema>;

/** Step 1 of a reset (AJAX `site_resetpass` and POST /lost-password): ask for a link by e-mail. */
export const siteResetRequestFormSchema = z.object({ email });
export type SiteResetRequestForm = z.infer<typeof siteResetRequestFormSchema>;

/** Step 2 (POST /reset-password): the e-mailed link's token and the new password twice. */
export const siteResetPasswordFormSchema = z.object({ token: linkTokenField, ...newPasswordFields });
export type SiteResetPasswordForm = z.infer<typeof siteResetPasswordFormSchema>;

/** POST /register/confirm: the token of the e-mailed confirmation link. */
export const siteConfirmFormSchema = z.object({ token: linkTokenField });
export type SiteConfirmForm = z.infer<typeof siteConfirmFormSchema>;

/** POST /account/password: the current password, then the new one twice. */
export const siteChangePasswordFormSchema = z.object({
  current_password: password,
  ...newPasswordFields,
});
export type SiteChangePasswordForm = z.infer<typeof siteChangePasswordFormSchema>;

/** The spec 7.2 action names, as the AJAX endpoint dispatches on them. */
export const ajaxActionSchema = z.object({
  action: z.enum([AUTH_LOGIN_ACTION, AUTH_REGISTER_ACTION, AUTH_RESETPASS_ACTION]),
});

/** Spec 7.2: the one AJAX endpoint's body is a form above plus its action name. */
export const authRequestSchema = z.discriminatedUnion('action', [
  siteLoginFormSchema.extend({ action: z.literal(AUTH_LOGIN_ACTION) }),
  siteRegisterFormSchema.extend({ action: z.literal(AUTH_REGISTER_ACTION) }),
  siteResetRequestFormSchema.extend({ action: z.literal(AUTH_RESETPASS_ACTION) }),
]);
export type AuthRequest = z.infer<typeof authRequestSchema>;
