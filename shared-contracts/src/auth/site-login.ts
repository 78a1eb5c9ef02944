import { z } from 'zod';

/** The AJAX endpoint's action field (spec 7.2): each slice-owned action is one name here. */
export const ajaxActionSchema = z.object({ action: z.string().min(1).max(64) });

/** Login fields, shared by the AJAX call (action=site_login) and the no-JS POST /login form. */
export const siteLoginFormSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  password: z.string().min(1).max(1024),
  redirect_to: z.string().max(2048).optional(),
});
export type SiteLoginForm = z.infer<typeof siteLoginFormSchema>;

/** Spec 3.9 auth response: `message` is HTML text, `redirecturl` only on success. */
export const authAjaxResponseSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  redirecturl: z.string().optional(),
});
export type AuthAjaxResponse = z.infer<typeof authAjaxResponseSchema>;
