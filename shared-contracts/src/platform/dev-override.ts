import * as z from 'zod/mini';
import { remoteNameSchema } from './remotes';

/** How long a deploy token's dev override lasts unless it asks: a working session, not a day. */
export const DEV_OVERRIDE_DEFAULT_MINUTES = 60;
/** The longest a deploy token may ask for (a release manager's own link may last 24 hours). */
export const DEV_OVERRIDE_MAX_MINUTES = 480;

// A pure IIFE: a bundle that does not use this schema drops it (see remotes.ts).
/**
 * POST /api/remotes/:remote/overrides (`Authorization: Bearer <deploy token>`): a QA override link that points
 * the one browser opening it at this remote's dev build. What `npm run dev:remote` sends for a site it cannot sign
 * for itself.
 */
export const devOverrideRequestSchema = /* @__PURE__ */ (() =>
  // Strict: a key this route does not take (a `version`, another `remote`) is refused, not silently dropped.
  z.strictObject({
    /** The dev server's mf-manifest.json; its origin must be one the site already allows to serve remotes. */
    devUrl: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
    minutes: z.optional(z.int().check(z.minimum(1), z.maximum(DEV_OVERRIDE_MAX_MINUTES))),
    /** Written to the audit log beside the token's label. */
    reason: z.optional(z.string().check(z.maxLength(200))),
  }))();
export type DevOverrideRequest = z.infer<typeof devOverrideRequestSchema>;

/** The answer (201): the link to open, and when the override stops counting. */
export const devOverrideResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    remote: remoteNameSchema,
    url: z.url(),
    expiresAt: z.iso.datetime(),
  }))();
export type DevOverrideResponse = z.infer<typeof devOverrideResponseSchema>;
