import { createRateLimiter, type RateDecision, type RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/**
 * Per-IP and per-account (e-mail) budgets. Login counts failures only (a right password refunds its
 * attempt), so a customer who logs in often is never limited; registration and reset count every
 * request because each may send an e-mail. In-memory and per process (see rate-limiter.ts).
 */
export const AUTH_LIMITS = {
  loginAccount: { max: 5, windowMs: MINUTE },
  loginIp: { max: 20, windowMs: MINUTE },
  registerAccount: { max: 3, windowMs: 10 * MINUTE },
  registerIp: { max: 20, windowMs: 10 * MINUTE },
  resetAccount: { max: 3, windowMs: 10 * MINUTE },
  resetIp: { max: 20, windowMs: 10 * MINUTE },
  captchaIp: { max: 30, windowMs: MINUTE },
} as const;

export type AuthLimits = Record<keyof typeof AUTH_LIMITS, RateLimiter>;

export function createAuthLimits(now?: () => number): AuthLimits {
  const entries = Object.entries(AUTH_LIMITS).map(([name, rule]) => [
    name,
    createRateLimiter({ ...rule, ...(now ? { now } : {}) }),
  ]);
  return Object.fromEntries(entries) as AuthLimits;
}

/** Take one attempt from every limiter, or from none: a refusal gives back what was already taken. */
export function takeAll(pairs: readonly (readonly [RateLimiter, string])[]): RateDecision {
  const taken: (readonly [RateLimiter, string])[] = [];
  for (const pair of pairs) {
    const decision = pair[0].take(pair[1]);
    if (!decision.ok) {
      taken.forEach(([limiter, key]) => limiter.refund(key));
      return decision;
    }
    taken.push(pair);
  }
  return { ok: true };
}

export function refundAll(pairs: readonly (readonly [RateLimiter, string])[]): void {
  pairs.forEach(([limiter, key]) => limiter.refund(key));
}
