import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLoginForm, Sql } from '@site/shared-contracts';
import type {} from '@fastify/cookie';
import { cookieOptions, createSession, destroySession, SESSION_COOKIE } from './sessions';
import { checkCredentials } from './users';

/**
 * Log in with checked credentials: the pre-login session (if any) is destroyed and a brand-new one is
 * issued (A7). Returns false on bad credentials without saying which part was wrong.
 */
export async function logIn(db: Sql, siteUrl: string, request: FastifyRequest, reply: FastifyReply, form: SiteLoginForm): Promise<boolean> {
  const userId = await checkCredentials(db, form.email, form.password);
  if (userId === null) {
    request.log.info({ event: 'auth.login', outcome: 'failure', ip: request.ip }, 'login failed');
    return false;
  }
  await destroySession(db, request.cookies[SESSION_COOKIE]);
  const token = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(siteUrl));
  request.log.info({ event: 'auth.login', outcome: 'success', userId, ip: request.ip }, 'login succeeded');
  return true;
}

export async function logOut(db: Sql, siteUrl: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await destroySession(db, request.cookies[SESSION_COOKIE]);
  const { maxAge: _maxAge, ...options } = cookieOptions(siteUrl);
  reply.clearCookie(SESSION_COOKIE, options);
  // Ask the browser to drop every cookie of the site too (A8); the server-side row is already gone.
  reply.header('clear-site-data', '"cookies"');
  request.log.info({ event: 'auth.logout', ip: request.ip }, 'logout');
}
