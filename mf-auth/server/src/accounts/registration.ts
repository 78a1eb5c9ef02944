import type { FastifyRequest } from 'fastify';
import type { SiteRegisterForm } from '@site/shared-contracts/auth';
import { verifyChallenge } from '../captcha/challenges';
import { enqueueMail } from '../data/mail-queue';
import { pendingRegistrationLive, takePendingRegistration } from '../data/pending-registrations';
import { insertUser } from '../data/users';
import { takeAll } from '../limits/auth-limits';
import type { AuthDeps } from './deps';
import { failure, success, refusedByLimit, type AuthOutcome } from './outcome';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { tokenDigest } from './tokens';

export const REGISTER_SENT_MESSAGE =
  'Thank you! We have sent you an e-mail. Please follow the link in it to finish creating your account.';
// One message for both kinds: the stored challenge does not record whether it was a picture or a question.
export const CAPTCHA_WRONG_MESSAGE =
  'The answer to the security check was not right. Please try again with the new picture or question.';
export const CONFIRM_LINK_INVALID = failure(400, 'This link is invalid or has expired. Please register again.');

/**
 * Registration never creates or reveals an account directly: a new address gets a confirmation link
 * (the account exists once it is followed); a known one gets a notice mail. The request only queues
 * the job (the mail worker looks the address up), so it answers the same, pays one argon2 hash and
 * does the same database work for both: neither body, status nor time tells them apart (A4).
 */
export async function register(deps: AuthDeps, request: FastifyRequest, form: SiteRegisterForm): Promise<AuthOutcome> {
  const allowed = await takeAll([
    [deps.limits.registerIp, request.ip],
    [deps.limits.registerAccount, form.email],
  ]);
  if (!allowed.ok) return refusedByLimit(allowed);
  if (!(await verifyChallenge(deps.db, form.captcha_token, form.captcha_answer, deps.captchaTestAnswer))) {
    return failure(400, CAPTCHA_WRONG_MESSAGE);
  }
  const problem = passwordProblem(form.password, { email: form.email, name: form.display_name });
  if (problem) return failure(400, problem);
  const passwordHash = await hashPassword(form.password);
  // Known or not, the request queues one job; the worker sends a notice or a confirmation link.
  await enqueueMail(deps.db, { kind: 'register', email: form.email, displayName: form.display_name, passwordHash });
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
