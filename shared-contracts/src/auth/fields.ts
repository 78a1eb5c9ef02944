import { z } from 'zod';

/* Field schemas several auth contracts share; internal to this folder (index.ts does not export them). */

/**
 * No control characters (NUL above all: PostgreSQL's text refuses it), for text that is stored as
 * written rather than hashed.
 */
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** E-mail addresses are compared case-insensitively, so they are read trimmed and in lower case. */
export const emailField = z.string().trim().toLowerCase().min(3).max(254).regex(NO_CONTROL, 'no control characters');

/** A display name as it is shown and stored. */
export const displayNameField = z.string().trim().min(1).max(100).regex(NO_CONTROL, 'no control characters');

/** Any characters, never truncated, up to a bound that keeps an argon2 hash cheap (bar A2). */
export const passwordField = z.string().min(1).max(1024);

/** A new password typed twice; the server compares the two, so a typo is caught before it locks anyone out. */
export const newPasswordFields = { password: passwordField, password_confirm: passwordField };

/** A 256-bit token from an e-mailed link: 43 base64url characters. */
export const linkTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a link token');

/** A site-relative target to go to after logging in; the server checks it again and never trusts it. */
export const redirectField = z.string().max(2048);
