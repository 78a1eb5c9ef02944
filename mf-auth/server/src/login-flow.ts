import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLoginForm } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import type {} from '@fastify/cookie';
import type { AuthDeps } from './deps';
import { refundAll, takeAll } from './limits/auth-limits';
import { failure, tooManyAttempts, type AuthOutcome } from './outcome';
import { safeRedirectPath } from './redirect';
import { cookieOptions, createSession, destroySession, sessionCookieName, sessionToken } from './sessions';
import { checkCredentials, LOGIN_FAILED_MESSAGE } from './users';

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
  const redirecturl = safeRedirectPath(form.redirect_to);
  return {
    status: 200,
    error: false,
    message: 'Login successful, redirecting…',
    ...(redirecturl ? { redirecturl } : {}),
  };
}

export async function logOut(db: Sql, siteUrl: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await destroySession(db, sessionToken(request.cookies));
  const { maxAge: _maxAge, ...options } = cookieOptions(siteUrl);
  reply.clearCookie(sessionCookieName(siteUrl), options);
  // Ask the browser to drop every cookie of the site too (A8); the server-side row is already gone.
  reply.header('clear-site-data', '"cookies"');
  request.log.info({ event: 'auth.logout', ip: request.ip }, 'logout');
}
