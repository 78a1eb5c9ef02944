/**
 * Fixed-window counters in this process's memory: enough to stop one browser or address flooding the
 * telemetry table. The clock is a parameter so tests step time instead of waiting.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** null when allowed, else the seconds to wait (for Retry-After). */
    hit(key: string): number | null {
      const at = now();
      if (windows.size >= maxKeys) {
        for (const [k, w] of windows) if (at - w.start >= options.windowMs) windows.delete(k);
        if (windows.size >= maxKeys) windows.clear();
      }
      const current = windows.get(key);
      if (!current || at - current.start >= options.windowMs) {
        windows.set(key, { start: at, count: 1 });
        return null;
      }
      if (current.count >= options.limit) return Math.max(1, Math.ceil((current.start + options.windowMs - at) / 1000));
      current.count++;
      return null;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
