import { z } from 'zod';
import { AUTH_LOGIN_ACTION, AUTH_REGISTER_ACTION, AUTH_RESETPASS_ACTION } from './constants';

/*
 * Spec 7.2 request bodies. They are form-encoded, so every value is a string. The spec allows no
 * client checks (errors come from the server's message), so these only bound sizes; policy such as
 * password strength stays on the server.
 */
const emailField = z.string().min(1).max(254);
const passwordField = z.string().min(1).max(1024);
const csrfField = z.string().min(1).max(256);

/** Only site-relative paths: an absolute URL here would make the login an open redirect. */
export const redirectPathSchema = z.string().regex(/^\/(?![/\\])/, 'a site-relative path');
export type RedirectPath = z.infer<typeof redirectPathSchema>;

export const loginRequestSchema = z.object({
  action: z.literal(AUTH_LOGIN_ACTION),
  email: emailField,
  password: passwordField,
  // A ticked checkbox sends its value, 'on' when it has none; an unticked one sends nothing.
  remember: z.enum(['1', 'on']).optional(),
  redirect_to: redirectPathSchema.optional(),
  _csrf: csrfField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  action: z.literal(AUTH_REGISTER_ACTION),
  email: emailField,
  display_name: z.string().min(1).max(100),
  password: passwordField,
  captcha_token: z.string().min(1).max(128),
  captcha_answer: z.string().min(1).max(64),
  _csrf: csrfField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  action: z.literal(AUTH_RESETPASS_ACTION),
  email: emailField,
  _csrf: csrfField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** All three calls share one AJAX endpoint, which dispatches on action. */
export const authRequestSchema = z.discriminatedUnion('action', [
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
]);
export type AuthRequest = z.infer<typeof authRequestSchema>;
