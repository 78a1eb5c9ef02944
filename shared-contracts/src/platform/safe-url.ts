import * as z from 'zod/mini';

// Functions, not schemas: the one user builds them with the event that needs them (events.ts), not when the
// island host starts (issue 30).

/** An absolute http(s) URL: these end up as link targets, so javascript: and data: URLs are refused. */
export const httpUrlSchema = () => z.url({ protocol: /^https?$/ });

/** A path on this site ('/offers#offer-1'), never a protocol-relative '//host' or '/\\host' address. */
export const sitePathSchema = () => z.string().check(z.maxLength(2048), z.regex(/^\/(?![/\\])/));
