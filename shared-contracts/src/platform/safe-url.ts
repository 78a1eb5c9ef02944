import { z } from 'zod';

/*
 * URL shapes shared by several areas. Internal: not re-exported from the package index, so the
 * generic names cannot collide with a team's own exports.
 */

/** An absolute http(s) URL: these end up as link targets, so javascript: and data: URLs are refused. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** A link or asset on this site: an absolute http(s) URL or a site-relative path ('//' would leave the site). */
export const siteLinkSchema = z.string().regex(/^(https?:\/\/\S+|\/(?![/\\])\S*)$/, 'an http(s) URL or a site path');
