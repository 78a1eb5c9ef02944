import {
  NEWSLETTER_ACCEPTED_MESSAGE,
  type NewsletterResponse,
  type NewsletterSignup,
} from '@site/shared-contracts/popups';
import type { RateLimiter, RateLimits, Sql } from '@site/shared-contracts/platform';
import { queueWelcomeMail } from '../data/newsletter/mail-queue';
import { queueProviderCall } from '../data/newsletter/provider-outbox';
import {
  confirmByToken,
  listExists,
  recordSignup,
  subscriberByUnsubscribeToken,
  unsubscribe,
} from '../data/newsletter/subscribers';
import { emailKey, tokenDigest } from './tokens';

const MINUTE = 60_000;
/** Each accepted sign-up queues a mail: per address a few an hour, per IP enough for a shared office. */
export const NEWSLETTER_LIMITS = {
  ip: { max: 20, windowMs: 10 * MINUTE },
  address: { max: 3, windowMs: 60 * MINUTE },
} as const;

export type NewsletterDeps = {
  db: Sql;
  limits: { ip: RateLimiter; address: RateLimiter };
  /** The external provider's name, or null with the built-in list alone. */
  provider: string | null;
};

export function createNewsletterLimits(rateLimits: RateLimits): NewsletterDeps['limits'] {
  return {
    // Both refuse while the shared store is away: every sign-up sends a mail.
    ip: rateLimits.limiter({ name: 'popups-newsletter-ip', ...NEWSLETTER_LIMITS.ip, whenStoreDown: 'refuse' }),
    address: rateLimits.limiter({
      name: 'popups-newsletter-address',
      ...NEWSLETTER_LIMITS.address,
      whenStoreDown: 'refuse',
    }),
  };
}

export type SignupOutcome = { status: 200 | 400 | 429; body: NewsletterResponse; retryAfterSeconds?: number };

const refused = (message: string): SignupOutcome => ({ status: 400, body: { type: 'error', message } });
const tooMany = (retryAfterSeconds: number): SignupOutcome => ({
  status: 429,
  body: { type: 'error', message: 'Too many sign-ups from here. Please try again later.' },
  retryAfterSeconds,
});

/**
 * Spec 7.5's sign-up, shared by the AJAX call and the no-JS form. The answer is the same for a new, pending or
 * subscribed address (the queued mail tells them apart); only a bad list or the rate limits answer otherwise.
 */
export async function signUp(
  deps: NewsletterDeps,
  signup: NewsletterSignup,
  context: { ip: string; form: 'popup' | 'footer' | 'page' },
): Promise<SignupOutcome> {
  if (!(await listExists(deps.db, signup.target_list_id))) return refused('This newsletter does not exist.');
  const ip = await deps.limits.ip.take(context.ip);
  if (!ip.ok) return tooMany(ip.retryAfterSeconds);
  const key = emailKey(signup.email);
  const address = await deps.limits.address.take(`${signup.target_list_id}:${key}`);
  if (!address.ok) return tooMany(address.retryAfterSeconds);
  const instance = signup.data ?? {};
  await recordSignup(deps.db, {
    listId: signup.target_list_id,
    email: signup.email,
    emailKey: key,
    attributes: signup.additional ?? {},
    source: {
      form: instance.form ?? context.form,
      ...(instance.popup_id ? { popup_id: instance.popup_id } : {}),
      ...(instance.page_url ? { page_url: instance.page_url } : {}),
      ip: context.ip,
    },
  });
  return { status: 200, body: { type: 'success', message: NEWSLETTER_ACCEPTED_MESSAGE } };
}

/** A confirmation link's use: subscribed (welcome mail, provider copy queued), or false for a used/expired link. */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const confirmed = await confirmByToken(tx, tokenDigest(token));
    if (!confirmed) return false;
    await queueWelcomeMail(tx, confirmed.id);
    if (deps.provider) await queueProviderCall(tx, confirmed.id, deps.provider, 'subscribe');
    return true;
  });
}

/** An unsubscribe link's use; false when the link names nobody. Leaving twice is still a success. */
export async function unsubscribeByToken(deps: NewsletterDeps, token: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const subscriber = await subscriberByUnsubscribeToken(tx, tokenDigest(token));
    if (!subscriber) return false;
    if ((await unsubscribe(tx, subscriber.id)) && deps.provider) {
      await queueProviderCall(tx, subscriber.id, deps.provider, 'unsubscribe');
    }
    return true;
  });
}
