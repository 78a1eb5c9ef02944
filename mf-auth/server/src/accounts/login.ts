import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { SiteLoginForm } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { findUserByEmail, setPasswordHash } from '../data/users';
import { refundAll, takeAll } from '../limits/auth-limits';
import { cookieOptions, sessionCookieName, sessionToken } from '../sessions/session-cookie';
import { createSession, destroySession } from '../sessions/sessions';
import type { AuthDeps } from './deps';
import { failure, success, tooManyAttempts, type AuthOutcome } from './outcome';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { safeRedirectPath } from './redirect';

/** The generic answer for every failed login: the same for an unknown e-mail and a wrong password (A4). */
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';

/** Check credentials; the caller gets the user id or null, never why it failed. */
export async function checkCredentials(db: Sql, email: string, password: string): Promise<number | null> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) return null;
  if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(password));
  return user.id;
}

/**
 * Log in: limits are checked before any hashing (a flood is refused cheaply), then the credentials.
 * On success the pre-login session (if any) is destroyed and a brand-new one issued (A7), and the
 * attempt is refunded, so only failures count against the IP and the account.
 */
export async function logIn(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  form: SiteLoginForm,
): Promise<AuthOutcome> {
  const budget = [
    [deps.limits.loginIp, request.ip],
    [deps.limits.loginAccount, form.email],
  ] as const;
  const allowed = takeAll(budget);
  if (!allowed.ok) {
    request.log.warn({ event: 'auth.login', outcome: 'rate-limited', ip: request.ip }, 'login rate-limited');
    return tooManyAttempts(allowed.retryAfterSeconds);
  }
  const userId = await checkCredentials(deps.db, form.email, form.password);
  if (userId === null) {
    request.log.info({ event: 'auth.login', outcome: 'failure', ip: request.ip }, 'login failed');
    return failure(401, LOGIN_FAILED_MESSAGE);
  }
  refundAll(budget);
  await destroySession(deps.db, sessionToken(request.cookies));
  const token = await createSession(deps.db, userId);
  reply.setCookie(sessionCookieName(deps.siteUrl), token, cookieOptions(deps.siteUrl));
  request.log.info({ event: 'auth.login', outcome: 'success', userId, ip: request.ip }, 'login succeeded');
  return success('Login successful, redirecting…', safeRedirectPath(form.redirect_to));
}

export async function logOut(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await destroySession(deps.db, sessionToken(request.cookies));
  const { maxAge: _maxAge, ...options } = cookieOptions(deps.siteUrl);
  reply.clearCookie(sessionCookieName(deps.siteUrl), options);
  // Ask the browser to drop every cookie of the site too (A8); the server-side row is already gone.
  reply.header('clear-site-data', '"cookies"');
  request.log.info({ event: 'auth.logout', ip: request.ip }, 'logout');
}
