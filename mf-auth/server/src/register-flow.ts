import type { FastifyRequest } from 'fastify';
import type { SiteRegisterForm } from '@site/shared-contracts/auth';
import { verifyChallenge } from './captcha/captcha-store';
import type { AuthDeps } from './deps';
import { takeAll } from './limits/auth-limits';
import { failure, tooManyAttempts, type AuthOutcome } from './outcome';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { newLinkToken } from './tokens';
import { findUserByEmail } from './users';

export const REGISTRATION_TTL_SECONDS = 24 * 60 * 60;
export const REGISTER_SENT_MESSAGE =
  'Thank you! We have sent you an e-mail. Please follow the link in it to finish creating your account.';
// One message for both kinds: the stored challenge does not record whether it was a picture or a question.
export const CAPTCHA_WRONG_MESSAGE =
  'The answer to the security check was not right. Please try again with the new picture or question.';

/**
 * Registration never creates or reveals an account directly: a new address gets a confirmation link
 * (the account exists once it is followed); a known one gets a notice mail. Both answer the same, and
 * both pay for one argon2 hash, so neither body, status nor time tells them apart (A4).
 */
export async function register(deps: AuthDeps, request: FastifyRequest, form: SiteRegisterForm): Promise<AuthOutcome> {
  const allowed = takeAll([
    [deps.limits.registerIp, request.ip],
    [deps.limits.registerAccount, form.email],
  ]);
  if (!allowed.ok) return tooManyAttempts(allowed.retryAfterSeconds);
  if (!(await verifyChallenge(deps.db, form.captcha_token, form.captcha_answer, deps.captchaTestAnswer))) {
    return failure(400, CAPTCHA_WRONG_MESSAGE);
  }
  const problem = passwordProblem(form.password, { email: form.email, name: form.display_name });
  if (problem) return failure(400, problem);
  const passwordHash = await hashPassword(form.password);
  const existing = await findUserByEmail(deps.db, form.email);
  if (existing) {
    deps.mailer.send({
      to: existing.email,
      subject: `${deps.siteName}: someone tried to register with your address`,
      text: `Hello ${existing.display_name},\n\nSomeone (perhaps you) tried to create a ${deps.siteName} account with this e-mail address, but you already have one.\n\nLog in: ${deps.siteUrl}/login\nForgot your password? Ask for a new one: ${deps.siteUrl}/lost-password\n\nIf this was not you, you can ignore this e-mail; nothing has changed.\n`,
    });
  } else {
    const { token, id } = newLinkToken();
    const expires = new Date(Date.now() + REGISTRATION_TTL_SECONDS * 1000);
    await deps.db.query('DELETE FROM auth.pending_registrations WHERE expires_at < now()');
    await deps.db.query(
      'INSERT INTO auth.pending_registrations (id, email, display_name, password_hash, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [id, form.email, form.display_name, passwordHash, expires.toISOString()],
    );
    deps.mailer.send({
      to: form.email,
      subject: `${deps.siteName}: confirm your new account`,
      text: `Hello ${form.display_name},\n\nPlease confirm your e-mail address to finish creating your ${deps.siteName} account:\n\n${deps.siteUrl}/register/confirm?token=${token}\n\nThe link works once and expires in 24 hours. If you did not ask for an account, ignore this e-mail.\n`,
    });
  }
  request.log.info({ event: 'auth.register', outcome: 'accepted', ip: request.ip }, 'registration accepted');
  return { status: 200, error: false, message: REGISTER_SENT_MESSAGE };
}

/**
 * Follow a confirmation link: the pending row is consumed (single use) and becomes the account. A
 * second pending registration for the same address, or an account made meanwhile, is not duplicated.
 */
export async function confirmRegistration(deps: AuthDeps, tokenId: string): Promise<AuthOutcome> {
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; display_name: string; password_hash: string }>(
      'DELETE FROM auth.pending_registrations WHERE id = $1 AND expires_at > now() RETURNING email, display_name, password_hash',
      [tokenId],
    );
    const row = rows[0];
    if (!row) return failure(400, 'This link is invalid or has expired. Please register again.');
    await tx.query('DELETE FROM auth.pending_registrations WHERE email = $1', [row.email]);
    await tx.query(
      `INSERT INTO auth.users (email, display_name, password_hash, roles) VALUES ($1, $2, $3, '{customer}')
       ON CONFLICT (email) DO NOTHING`,
      [row.email, row.display_name, row.password_hash],
    );
    return { status: 200, error: false, message: 'Your account is ready. You can now log in.' };
  });
}
