import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit per window and key, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([null, null, null]);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBeNull();
    now += 45_000;
    expect(limiter.hit('a')).toBe(15);
    now += 15_000;
    expect(limiter.hit('a')).toBeNull();
  });
});
