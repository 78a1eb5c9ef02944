import type { FastifyRequest } from 'fastify';
import type { SiteRegisterForm } from '@site/shared-contracts/auth';
import { verifyChallenge } from '../captcha/challenges';
import {
  insertPendingRegistration,
  pendingRegistrationLive,
  takePendingRegistration,
} from '../data/pending-registrations';
import { findUserByEmail, insertUser } from '../data/users';
import { takeAll } from '../limits/auth-limits';
import type { AuthDeps } from './deps';
import { failure, success, tooManyAttempts, type AuthOutcome } from './outcome';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { newLinkToken, tokenDigest } from './tokens';

export const REGISTRATION_TTL_SECONDS = 24 * 60 * 60;
export const REGISTER_SENT_MESSAGE =
  'Thank you! We have sent you an e-mail. Please follow the link in it to finish creating your account.';
// One message for both kinds: the stored challenge does not record whether it was a picture or a question.
export const CAPTCHA_WRONG_MESSAGE =
  'The answer to the security check was not right. Please try again with the new picture or question.';
export const CONFIRM_LINK_INVALID = failure(400, 'This link is invalid or has expired. Please register again.');

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
    const expiresAt = new Date(Date.now() + REGISTRATION_TTL_SECONDS * 1000);
    await insertPendingRegistration(deps.db, {
      id,
      email: form.email,
      displayName: form.display_name,
      passwordHash,
      expiresAt,
    });
    deps.mailer.send({
      to: form.email,
      subject: `${deps.siteName}: confirm your new account`,
      text: `Hello ${form.display_name},\n\nPlease confirm your e-mail address to finish creating your ${deps.siteName} account:\n\n${deps.siteUrl}/register/confirm?token=${token}\n\nThe link works once and expires in 24 hours. If you did not ask for an account, ignore this e-mail.\n`,
    });
  }
  request.log.info({ event: 'auth.register', outcome: 'accepted', ip: request.ip }, 'registration accepted');
  return success(REGISTER_SENT_MESSAGE);
}

/** Is this confirmation link still usable? (The page shows its button only then; nothing is consumed.) */
export async function confirmationLive(deps: AuthDeps, token: string): Promise<boolean> {
  return pendingRegistrationLive(deps.db, tokenDigest(token));
}

/**
 * Follow a confirmation link: the pending row is consumed (single use) and becomes the account. A
 * second pending registration for the same address, or an account made meanwhile, is not duplicated.
 */
export async function confirmRegistration(deps: AuthDeps, token: string): Promise<AuthOutcome> {
  return deps.db.transaction(async (tx) => {
    const pending = await takePendingRegistration(tx, tokenDigest(token));
    if (!pending) return CONFIRM_LINK_INVALID;
    await insertUser(tx, { ...pending, role: 'customer' });
    return success('Your account is ready. You can now log in.');
  });
}
