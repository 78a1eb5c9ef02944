import * as z from 'zod/mini';

/** An absolute http(s) URL: these end up as link targets, so javascript: and data: URLs are refused. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });
