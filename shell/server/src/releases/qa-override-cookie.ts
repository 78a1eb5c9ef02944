import type { FastifyRequest } from 'fastify';
import type { SnapshotOverride } from '../store/snapshot';
import { QA_OVERRIDE_COOKIE, verifyOverride, type QaOverride } from './qa-override-token';

/** A dev URL is only honoured on an origin allowed to serve remotes (REMOTE_ORIGINS or the site). */
export function devUrlAllowed(devUrl: string, allowedOrigins: readonly string[]): boolean {
  try {
    const url = new URL(devUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins.includes(url.origin);
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
): SnapshotOverride | null {
  const token = request.cookies[QA_OVERRIDE_COOKIE];
  if (!token) return null;
  const check = verifyOverride(secret, token);
  if (!check.ok) return null;
  if (check.override.devUrl && !devUrlAllowed(check.override.devUrl, allowedOrigins)) return null;
  return toSnapshotOverride(check.override);
}
