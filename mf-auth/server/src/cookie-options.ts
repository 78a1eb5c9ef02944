import type { CookieSerializeOptions } from '@fastify/cookie';

/** The session cookie's attributes: HttpOnly, SameSite=Lax, Path=/, Secure on https sites. */
export type CookieOptions = Pick<CookieSerializeOptions, 'path' | 'httpOnly' | 'sameSite' | 'secure' | 'maxAge'>;
