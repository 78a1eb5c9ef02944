import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import type { SiteLoginForm } from '@site/shared-contracts/auth';
import type { Sql } from '@site/shared-contracts/platform';
import { verifyChallenge } from '../captcha/challenges';
import { enqueueMail } from '../data/mail-queue';
import { findUserByEmail, setPasswordHash } from '../data/users';
import { refundAll, takeAll } from '../limits/auth-limits';
import { cookieOptions, sessionCookieName, sessionToken } from '../sessions/session-cookie';
import { createSession, destroySession } from '../sessions/sessions';
import type { AuthDeps } from './deps';
import { failure, success, refusedByLimit, type AuthOutcome } from './outcome';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { safeRedirectPath } from './redirect';

/** The generic answer for every failed login: the same for an unknown e-mail and a wrong password (A4). */
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';
export const LOGIN_CAPTCHA_MESSAGE =
  'There were several failed attempts to log in to this account. Please answer the security check as well.';
export const LOGIN_CAPTCHA_WRONG_MESSAGE =
  'The answer to the security check was not right. Please try again with the new picture or question.';

/** Check credentials; the caller gets the user id or null, never why it failed. */
export async function checkCredentials(db: Sql, email: string, password: string): Promise<number | null> {
  const user = await findUserByEmail(db, email);
  // An unknown address verifies a dummy hash (passwords.ts), so it costs what a real account costs.
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) return null;
  if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(password));
  return user.id;
}

/**
 * A failed password stays counted against the account; the failure that starts its captcha step
 * queues a notice for the owner, once per window. Unknown addresses queue it too (the worker drops
 * it), so neither timing nor answers tell which addresses have accounts. True: captcha from now on.
 */
async function afterFailure(deps: AuthDeps, email: string): Promise<boolean> {
  const needed = !(await deps.limits.loginAccount.peek(email)).ok;
  if (needed && (await deps.limits.loginNotice.take(email)).ok)
    await enqueueMail(deps.db, { kind: 'login-failures', email });
  return needed;
}

/**
 * Log in. The per-IP budgets come first, before any hashing (a flood is refused cheaply), and only they
 * answer 429: they slow down the address that guesses, never the owner elsewhere. Failures on the
 * account from anywhere make it ask for a captcha too: with it, the right password still logs in, so
 * nobody can lock an owner out by failing on purpose. On success the pre-login session (if any) is
 * destroyed and a brand-new one issued (A7), and the attempt is refunded, so only failures count.
 */
export async function logIn(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  form: SiteLoginForm,
): Promise<AuthOutcome> {
  const budget = [
    [deps.limits.loginIp, request.ip],
    [deps.limits.loginIpAccount, `${request.ip} ${form.email}`],
  ] as const;
  const allowed = await takeAll(budget);
  if (!allowed.ok) {
    request.log.warn({ event: 'auth.login', outcome: 'rate-limited', ip: request.ip }, 'login rate-limited');
    return refusedByLimit(allowed);
  }
  // The account's attempt is counted before hashing (and refunded on success), so even a parallel
  // flood verifies at most the budget's passwords before the captcha step starts.
  const counted = (await deps.limits.loginAccount.take(form.email)).ok;
  if (!counted) {
    if (!form.captcha_token || !form.captcha_answer) {
      // No guess was made (the password is not checked), so the attempt costs nothing.
      await refundAll(budget);
      return { ...failure(401, LOGIN_CAPTCHA_MESSAGE), captcha: true };
    }
    if (!(await verifyChallenge(deps.db, form.captcha_token, form.captcha_answer, deps.captchaTestAnswer))) {
      request.log.info({ event: 'auth.login', outcome: 'captcha-wrong', ip: request.ip }, 'login captcha wrong');
      return { ...failure(401, LOGIN_CAPTCHA_WRONG_MESSAGE), captcha: true };
    }
  }
  const userId = await checkCredentials(deps.db, form.email, form.password);
  if (userId === null) {
    request.log.info({ event: 'auth.login', outcome: 'failure', ip: request.ip }, 'login failed');
    const captcha = await afterFailure(deps, form.email);
    return { ...failure(401, LOGIN_FAILED_MESSAGE), ...(captcha ? { captcha } : {}) };
  }
  if (counted) await deps.limits.loginAccount.refund(form.email);
  await refundAll(budget);
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
