import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'auth.sid';
/**
 * On https sites the cookie carries the __Host- prefix: browsers then only accept it with Secure,
 * Path=/ and no Domain, so a sibling subdomain or a plain-http response cannot plant one.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * Session lifetimes for a low-risk content site (security-reliability A9): a session dies after
 * 7 days without a request, and 30 days after login however active it is.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;

/** The session cookie's attributes: HttpOnly, SameSite=Lax, Path=/, Secure on https sites. */
export type CookieOptions = Pick<CookieSerializeOptions, 'path' | 'httpOnly' | 'sameSite' | 'secure' | 'maxAge'>;

export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith('https://') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token a request carries; the __Host- cookie wins when both are present. */
export function sessionToken(cookies: Record<string, string | undefined>): string | undefined {
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

export function cookieOptions(siteUrl: string): CookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.startsWith('https://'),
    maxAge: SESSION_ABSOLUTE_SECONDS,
  };
}
