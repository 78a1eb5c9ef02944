import { z } from 'zod';
import { linkTokenField, redirectField } from './fields';

/*
 * What the account pages and images read from their address. A page ignores a value it cannot use
 * (`.catch`), so a mangled link still shows the page.
 */

/** GET /login?redirect_to=/path: where to go after logging in (checked again by the server). */
export const loginPageQuerySchema = z.object({ redirect_to: redirectField.optional().catch(undefined) });

/**
 * GET of an e-mailed link (/register/confirm, /reset-password): the token, `null` when it is there
 * but malformed (the page says the link is invalid), absent when the address has none.
 */
export const linkPageQuerySchema = z.object({ token: linkTokenField.nullable().optional().catch(null) });

/**
 * GET /img/avatar/:id.svg: a user's random public id (32 hex digits), never the sequential key, so
 * avatar addresses do not tell how many accounts exist; anything else is a 400.
 */
export const avatarParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'a public user id') });
