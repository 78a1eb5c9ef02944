import type { FastifyRequest } from 'fastify';
import type { SiteResetPasswordForm, SiteResetRequestForm } from '@site/shared-contracts/auth';
import { enqueueMail } from '../data/mail-queue';
import { deleteUserResetTokens, resetTokenLive, takeResetToken } from '../data/reset-tokens';
import { deleteUserSessions } from '../data/sessions';
import { setPasswordHash } from '../data/users';
import { takeAll } from '../limits/auth-limits';
import type { AuthDeps } from './deps';
import { failure, PASSWORDS_DIFFER, success, refusedByLimit, type AuthOutcome } from './outcome';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { tokenDigest } from './tokens';

export const RESET_SENT_MESSAGE =
  'If an account exists for this e-mail address, we have sent it a link to choose a new password. Please check your e-mail.';
export const RESET_LINK_INVALID = failure(400, 'This link is invalid or has expired. Please ask for a new one.');

/**
 * Step 1: queue a reset job and answer the same whatever the address (A4, A5). The request does the
 * same work for every address, one INSERT: the mail worker looks the address up, and only for an
 * account makes the single-use, one-hour link (replacing older ones) and mails it (mail-jobs.ts).
 */
export async function requestReset(
  deps: AuthDeps,
  request: FastifyRequest,
  form: SiteResetRequestForm,
): Promise<AuthOutcome> {
  const allowed = await takeAll([
    [deps.limits.resetIp, request.ip],
    [deps.limits.resetAccount, form.email],
  ]);
  if (!allowed.ok) return refusedByLimit(allowed);
  await enqueueMail(deps.db, { kind: 'reset', email: form.email });
  request.log.info({ event: 'auth.reset-request', outcome: 'accepted', ip: request.ip }, 'password reset requested');
  return success(RESET_SENT_MESSAGE);
}

/** Is this reset link still usable? (The page shows the form only then; nothing is consumed.) */
export async function resetLinkLive(deps: AuthDeps, token: string): Promise<boolean> {
  return resetTokenLive(deps.db, tokenDigest(token));
}

/**
 * Step 2: set the new password. The token is consumed only once the new password is acceptable (a
 * typo does not burn the link); then every session of the account and every other link is ended.
 */
export async function resetPassword(
  deps: AuthDeps,
  request: FastifyRequest,
  form: SiteResetPasswordForm,
): Promise<AuthOutcome> {
  if (form.password !== form.password_confirm) return PASSWORDS_DIFFER;
  const problem = passwordProblem(form.password);
  if (problem) return failure(400, problem);
  const passwordHash = await hashPassword(form.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await takeResetToken(tx, tokenDigest(form.token));
    if (id === null) return null;
    await setPasswordHash(tx, id, passwordHash);
    await deleteUserSessions(tx, id);
    await deleteUserResetTokens(tx, id);
    return id;
  });
  if (userId === null) return RESET_LINK_INVALID;
  request.log.info({ event: 'auth.reset', outcome: 'success', userId, ip: request.ip }, 'password reset');
  return success('Your password has been changed. Please log in with your new password.');
}
