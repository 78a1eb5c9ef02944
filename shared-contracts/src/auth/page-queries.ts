import { z } from 'zod';
import { captchaKindField, linkTokenField, redirectField } from './fields';

/*
 * What the account pages and images read from their address. A page ignores a value it cannot use
 * (`.catch`), so a mangled link still shows the page; the captcha API refuses one instead.
 */

/** GET /api/auth/captcha[?kind=question]: the picture unless a question is asked for. */
export const captchaQuerySchema = z.object({ kind: captchaKindField.default('picture') });

/** GET /login?redirect_to=/path: where to go after logging in (checked again by the server). */
export const loginPageQuerySchema = z.object({ redirect_to: redirectField.optional().catch(undefined) });

/** GET /register[?captcha=question]: which captcha the no-JS page shows. */
export const registerPageQuerySchema = z.object({ captcha: captchaKindField.catch('picture') });

/**
 * GET of an e-mailed link (/register/confirm, /reset-password): the token, `null` when it is there
 * but malformed (the page says the link is invalid), absent when the address has none.
 */
export const linkPageQuerySchema = z.object({ token: linkTokenField.nullable().optional().catch(null) });

/** GET /img/avatar/:id.svg: a user id, bounded to PostgreSQL's integer so a huge one is a 400. */
export const avatarParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
