import type { FastifyRequest } from 'fastify';
import type { SnapshotOverride } from '../store/snapshot';
import type { DevSources } from '../platform/security-headers';
import { devOriginAllowed, socketOriginOf } from './dev-origins';
import { QA_OVERRIDE_COOKIE, verifyOverride, type QaOverride } from './qa-override-token';

/**
 * A dev URL is only honoured on an origin allowed to serve remotes (REMOTE_ORIGINS or the site), or with
 * `loopbackDev` (a site on loopback, dev-origins.ts) on any loopback origin.
 */
export function devUrlAllowed(devUrl: string, allowedOrigins: readonly string[], loopbackDev = false): boolean {
  try {
    const url = new URL(devUrl);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      devOriginAllowed(url.origin, allowedOrigins, loopbackDev)
    );
  } catch {
    return false;
  }
}

export function toSnapshotOverride(override: QaOverride): SnapshotOverride {
  return override.devUrl
    ? { remote: override.remote, devUrl: override.devUrl }
    : { remote: override.remote, ...(override.version ? { version: override.version } : {}) };
}

/**
 * This browser's QA override, from its HttpOnly cookie: re-verified on every request (signature, expiry,
 * origin), so an expired or edited cookie silently stops counting.
 */
export function overrideFromRequest(
  request: FastifyRequest,
  secret: string,
  allowedOrigins: readonly string[],
  loopbackDev = false,
): SnapshotOverride | null {
  const token = request.cookies[QA_OVERRIDE_COOKIE];
  if (!token) return null;
  const check = verifyOverride(secret, token);
  if (!check.ok) return null;
  if (check.override.devUrl && !devUrlAllowed(check.override.devUrl, allowedOrigins, loopbackDev)) return null;
  return toSnapshotOverride(check.override);
}

/** What this request's page must let in for its dev override (the CSP's extra sources), or null without one. */
export function devSourcesOf(
  request: FastifyRequest,
  secret: string,
  allowedOrigins: readonly string[],
  loopbackDev: boolean,
): DevSources | null {
  // Only a browser that sent the cookie can hold one: every other page skips the signature check.
  if (!request.cookies[QA_OVERRIDE_COOKIE]) return null;
  const override = overrideFromRequest(request, secret, allowedOrigins, loopbackDev);
  if (!override?.devUrl) return null;
  const origin = new URL(override.devUrl).origin;
  return { remote: override.remote, origin, socketOrigin: socketOriginOf(origin) };
}
