import type { FastifyRequest } from 'fastify';
import type { SiteResetPasswordForm, SiteResetRequestForm } from '@site/shared-contracts/auth';
import type { AuthDeps } from './deps';
import { takeAll } from './limits/auth-limits';
import { failure, tooManyAttempts, type AuthOutcome } from './outcome';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { newLinkToken, tokenDigest } from './tokens';
import { findUserByEmail } from './users';

export const RESET_TTL_SECONDS = 60 * 60;
export const RESET_SENT_MESSAGE =
  'If an account exists for this e-mail address, we have sent it a link to choose a new password. Please check your e-mail.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * Step 1: mail a single-use, one-hour link to a known address; answer the same for an unknown one
 * (A4, A5). A new request replaces older links. The mail goes out after the answer (see mailer.ts).
 */
export async function requestReset(
  deps: AuthDeps,
  request: FastifyRequest,
  form: SiteResetRequestForm,
): Promise<AuthOutcome> {
  const allowed = takeAll([
    [deps.limits.resetIp, request.ip],
    [deps.limits.resetAccount, form.email],
  ]);
  if (!allowed.ok) return tooManyAttempts(allowed.retryAfterSeconds);
  const user = await findUserByEmail(deps.db, form.email);
  const { token, id } = newLinkToken();
  if (user) {
    const expires = new Date(Date.now() + RESET_TTL_SECONDS * 1000);
    await deps.db.transaction(async (tx) => {
      await tx.query('DELETE FROM auth.reset_tokens WHERE user_id = $1 OR expires_at < now()', [user.id]);
      await tx.query('INSERT INTO auth.reset_tokens (id, user_id, expires_at) VALUES ($1, $2, $3)', [
        id,
        user.id,
        expires.toISOString(),
      ]);
    });
    deps.mailer.send({
      to: user.email,
      subject: `${deps.siteName}: reset your password`,
      text: `Hello ${user.display_name},\n\nSomeone (hopefully you) asked to reset the password of your ${deps.siteName} account. Choose a new password here:\n\n${deps.siteUrl}/reset-password?token=${token}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
    });
  } else {
    // Roughly the same database work as for a known address, so timing does not tell them apart.
    await deps.db.query('SELECT 1 FROM auth.reset_tokens WHERE id = $1', [id]);
  }
  request.log.info({ event: 'auth.reset-request', outcome: 'accepted', ip: request.ip }, 'password reset requested');
  return { status: 200, error: false, message: RESET_SENT_MESSAGE };
}

/** Is this reset link still usable? (The page shows the form only then; nothing is consumed.) */
export async function resetTokenLive(deps: AuthDeps, token: string): Promise<boolean> {
  const { rows } = await deps.db.query('SELECT 1 FROM auth.reset_tokens WHERE id = $1 AND expires_at > now()', [
    tokenDigest(token),
  ]);
  return rows.length > 0;
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
  if (form.password !== form.password_confirm) return failure(400, 'The two passwords do not match.');
  const problem = passwordProblem(form.password);
  if (problem) return failure(400, problem);
  const passwordHash = await hashPassword(form.password);
  const userId = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: number }>(
      'DELETE FROM auth.reset_tokens WHERE id = $1 AND expires_at > now() RETURNING user_id',
      [tokenDigest(form.token)],
    );
    const id = rows[0]?.user_id;
    if (id === undefined) return null;
    await tx.query('UPDATE auth.users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    await tx.query('DELETE FROM auth.sessions WHERE user_id = $1', [id]);
    await tx.query('DELETE FROM auth.reset_tokens WHERE user_id = $1', [id]);
    return id;
  });
  if (userId === null) return failure(400, RESET_LINK_INVALID);
  request.log.info({ event: 'auth.reset', outcome: 'success', userId, ip: request.ip }, 'password reset');
  return {
    status: 200,
    error: false,
    message: 'Your password has been changed. Please log in with your new password.',
  };
}
