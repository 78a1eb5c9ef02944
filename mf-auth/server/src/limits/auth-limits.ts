import type { RateDecision, RateLimiter, RateLimits } from '@site/shared-contracts/platform';

const MINUTE = 60_000;

/**
 * Per-IP and per-account (e-mail) budgets. Login counts failures only (a right password refunds its
 * attempt), so a customer who logs in often is never limited. No budget an outsider can exhaust
 * refuses the owner's right password: `loginIp` and `loginIpAccount` answer 429 to the guessing
 * address only, and `loginAccount` (failures from anywhere) makes the login ask for a captcha as
 * well, never refuses it; `loginNotice` mails the owner once per window when that starts.
 * Registration and reset count every request because each queues an e-mail. The question captcha,
 * the fallback after a picture, is far cheaper to solve by machine, so it has the tighter budget.
 * The counters are the platform's (ctx.rateLimits): shared by every server process when the site has
 * Redis, so each budget is exact however many processes serve; each refuses while Redis is away
 * (an attacker must not win unlimited guesses by knocking it over).
 */
export const AUTH_LIMITS = {
  loginIp: { max: 20, windowMs: MINUTE },
  loginIpAccount: { max: 5, windowMs: MINUTE },
  loginAccount: { max: 5, windowMs: 15 * MINUTE },
  loginNotice: { max: 1, windowMs: 60 * MINUTE },
  passwordChangeAccount: { max: 5, windowMs: MINUTE },
  registerAccount: { max: 3, windowMs: 10 * MINUTE },
  registerIp: { max: 20, windowMs: 10 * MINUTE },
  resetAccount: { max: 3, windowMs: 10 * MINUTE },
  resetIp: { max: 20, windowMs: 10 * MINUTE },
  captchaIp: { max: 30, windowMs: MINUTE },
  captchaFallbackIp: { max: 5, windowMs: 10 * MINUTE },
} as const;

export type AuthLimits = Record<keyof typeof AUTH_LIMITS, RateLimiter>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function createAuthLimits(rateLimits: RateLimits): AuthLimits {
  const entries = Object.entries(AUTH_LIMITS).map(([name, rule]) => [
    name,
    rateLimits.limiter({ name: `auth-${kebab(name)}`, ...rule, whenStoreDown: 'refuse' }),
  ]);
  return Object.fromEntries(entries) as AuthLimits;
}

/** Take one attempt from every limiter, or from none: a refusal gives back what was already taken. */
export async function takeAll(pairs: readonly (readonly [RateLimiter, string])[]): Promise<RateDecision> {
  const taken: (readonly [RateLimiter, string])[] = [];
  for (const pair of pairs) {
    const decision = await pair[0].take(pair[1]);
    if (!decision.ok) {
      await refundAll(taken);
      return decision;
    }
    taken.push(pair);
  }
  return { ok: true };
}

export async function refundAll(pairs: readonly (readonly [RateLimiter, string])[]): Promise<void> {
  await Promise.all(pairs.map(([limiter, key]) => limiter.refund(key)));
}
