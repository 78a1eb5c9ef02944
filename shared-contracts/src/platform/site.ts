import * as z from 'zod/mini';

/** Site-wide settings every island receives (spec 3.1 parts that are not search-specific). */
export const siteConfigSchema = z.object({
  siteName: z.string(),
  siteUrl: z.string(),
  restBase: z.string(),
  ajaxUrl: z.string(),
  customLoginUrl: z.nullable(z.string()),
  currency: z.object({
    symbol: z.string(),
    position: z.enum(['left', 'left_space', 'right', 'right_space']),
    decimalSeparator: z.string(),
    thousandSeparator: z.string(),
  }),
  dateFormat: z.string(),
  locale: z.string(),
  /**
   * The site's IANA time zone (SITE_TIME_ZONE): dates without a time (a coupon's expiry date) begin and end at
   * midnight there.
   */
  timeZone: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const roleSchema = z.enum(['customer', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Who is looking at the page. Never carries secrets: it is inlined into public HTML. */
export const visitorStateSchema = z.discriminatedUnion('loggedIn', [
  z.object({ loggedIn: z.literal(false) }),
  z.object({
    loggedIn: z.literal(true),
    user: z.object({
      id: z.int(),
      displayName: z.string(),
      avatarUrl: z.string(),
      roles: z.array(roleSchema),
    }),
  }),
]);
export type VisitorState = z.infer<typeof visitorStateSchema>;

export { apiErrorSchema, type ApiError } from './api-error';

// A pure IIFE: a bundle that does not use this schema (the island host) drops it; a bare zod call at module
// level is kept and run by every bundle that imports the module.
/**
 * GET /api/health: 200 while this process can serve pages (`degraded` names what is missing: a remote with
 * no active version, or Redis away), 503 when the database does not answer.
 */
export const healthResponseSchema = /* @__PURE__ */ (() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
    /** `none`: the site runs without Redis (one process); `down`: it has REDIS_URL and Redis does not answer. */
    redis: z.object({ state: z.enum(['none', 'ready', 'down']) }),
    remotes: z.array(z.object({ name: z.string(), activeVersion: z.nullable(z.string()) })),
  }))();
export type HealthResponse = z.infer<typeof healthResponseSchema>;
