import type { FastifyRequest } from 'fastify';
import type { SiteChangePasswordForm } from '@site/shared-contracts/auth';
import { enqueueMail } from '../data/mail-queue';
import { deleteUserResetTokens } from '../data/reset-tokens';
import { setPasswordHash, type UserRow } from '../data/users';
import { refundAll, takeAll } from '../limits/auth-limits';
import { endOtherSessions } from '../sessions/sessions';
import type { AuthDeps } from './deps';
import { failure, PASSWORDS_DIFFER, success, refusedByLimit, type AuthOutcome } from './outcome';
import { hashPassword, verifyPassword } from './passwords';
import { passwordProblem } from './password-policy';

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other device where you were logged in has been logged out.';
export const CURRENT_PASSWORD_WRONG = failure(400, 'Your current password is not right. Please try again.');

/**
 * Change the password of the logged-in user. It shares the login budget per IP and has its own per
 * account (failures only, fed by this form alone, so failed logins by others never block it), since a
 * wrong current password is a guessed password like a failed login; the new
 * password passes the registration policy. On success every other session of the user ends (A9),
 * the session that asked stays, older reset links stop working, and the owner gets a notice mail.
 */
export async function changePassword(
  deps: AuthDeps,
  request: FastifyRequest,
  session: { user: UserRow; token: string | undefined },
  form: SiteChangePasswordForm,
): Promise<AuthOutcome> {
  const { user } = session;
  // The new password is judged first: that makes no guess at the current one, so it costs no attempt.
  if (form.password !== form.password_confirm) return PASSWORDS_DIFFER;
  const problem = passwordProblem(form.password, { email: user.email, name: user.display_name });
  if (problem) return failure(400, problem);
  const budget = [
    [deps.limits.loginIp, request.ip],
    [deps.limits.passwordChangeAccount, user.email],
  ] as const;
  const allowed = await takeAll(budget);
  if (!allowed.ok) return refusedByLimit(allowed);
  if (!(await verifyPassword(user.password_hash, form.current_password))) {
    request.log.info(
      { event: 'auth.password-change', outcome: 'failure', userId: user.id, ip: request.ip },
      'wrong current password',
    );
    return CURRENT_PASSWORD_WRONG;
  }
  await refundAll(budget);
  const passwordHash = await hashPassword(form.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endOtherSessions(tx, user.id, session.token);
    await deleteUserResetTokens(tx, user.id);
  });
  await enqueueMail(deps.db, { kind: 'password-changed', email: user.email });
  request.log.info(
    { event: 'auth.password-change', outcome: 'success', userId: user.id, ip: request.ip },
    'password changed',
  );
  return success(PASSWORD_CHANGED_MESSAGE);
}
