/**
 * A sliding-window log limiter kept in this process's memory: each key remembers the times of its
 * last `max` attempts. It is per process, so with several server processes each enforces its own
 * window (the real limit is max × processes); a shared store would be needed for an exact limit.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiterOptions = {
  max: number;
  windowMs: number;
  /** Injected clock, so tests move time without waiting. */
  now?: () => number;
  /** Keys tracked before a sweep of expired ones (bounds memory under a spray of addresses). */
  sweepAt?: number;
};

export type RateLimiter = {
  /** Count one attempt for the key, or refuse it when the window is full. */
  take(key: string): RateDecision;
  /** Undo the key's latest attempt (a login that turned out to be right does not count). */
  refund(key: string): void;
  /** Would an attempt pass right now? Counts nothing. */
  peek(key: string): RateDecision;
  size(): number;
};

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const sweepAt = options.sweepAt ?? 10_000;
  const hits = new Map<string, number[]>();

  const live = (key: string, at: number): number[] => {
    const times = (hits.get(key) ?? []).filter((t) => t > at - options.windowMs);
    if (times.length === 0) hits.delete(key);
    else hits.set(key, times);
    return times;
  };
  const decide = (times: number[], at: number): RateDecision => {
    if (times.length < options.max) return { ok: true };
    const oldest = times[0] ?? at;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + options.windowMs - at) / 1000)) };
  };
  const sweep = (at: number): void => {
    for (const key of [...hits.keys()]) live(key, at);
  };

  return {
    take(key) {
      const at = now();
      if (hits.size >= sweepAt) sweep(at);
      const times = live(key, at);
      const decision = decide(times, at);
      if (decision.ok) hits.set(key, [...times, at]);
      return decision;
    },
    refund(key) {
      const times = hits.get(key);
      if (!times) return;
      times.pop();
      if (times.length === 0) hits.delete(key);
    },
    peek(key) {
      const at = now();
      return decide(live(key, at), at);
    },
    size: () => hits.size,
  };
}
