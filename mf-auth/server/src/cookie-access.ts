import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shell registers @fastify/cookie at the root, so every request and reply carries its decorators.
 * mf-auth does not depend on that package itself; these narrow views type just what it uses.
 */
export type CookieOptions = { path: string; httpOnly: boolean; sameSite: 'lax'; secure: boolean; maxAge?: number };

type CookieRequest = { cookies?: Record<string, string | undefined> };
type CookieReply = {
  setCookie(name: string, value: string, options: CookieOptions): unknown;
  clearCookie(name: string, options: CookieOptions): unknown;
};

export function requestCookies(request: FastifyRequest): Record<string, string | undefined> {
  return (request as unknown as CookieRequest).cookies ?? {};
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  (reply as unknown as CookieReply).setCookie(name, value, options);
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  (reply as unknown as CookieReply).clearCookie(name, options);
}
