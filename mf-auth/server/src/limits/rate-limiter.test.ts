import { createRateLimiter } from './rate-limiter';
import { createSemaphore } from './semaphore';

describe('sliding-window rate limiter', () => {
  let clock = 0;
  const limiter = () => createRateLimiter({ max: 3, windowMs: 60_000, now: () => clock });
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('lets max attempts through, then refuses with the seconds until the oldest leaves the window', () => {
    const l = limiter();
    expect([l.take('a'), l.take('a'), l.take('a')]).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    clock += 20_500;
    expect(l.take('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(l.take('b')).toEqual({ ok: true });
  });

  it('slides: once the oldest attempt is a window old, one more passes', () => {
    const l = limiter();
    l.take('a');
    clock += 30_000;
    l.take('a');
    l.take('a');
    clock += 30_001;
    expect(l.take('a')).toEqual({ ok: true });
    expect(l.take('a').ok).toBe(false);
  });

  it('refund gives an attempt back, peek counts nothing', () => {
    const l = limiter();
    l.take('a');
    l.take('a');
    l.take('a');
    l.refund('a');
    expect(l.peek('a')).toEqual({ ok: true });
    expect(l.peek('a')).toEqual({ ok: true });
    expect(l.take('a')).toEqual({ ok: true });
    expect(l.peek('a').ok).toBe(false);
  });

  it('forgets expired keys when many are tracked, so memory stays bounded', () => {
    const l = createRateLimiter({ max: 1, windowMs: 1000, now: () => clock, sweepAt: 100 });
    for (let i = 0; i < 100; i++) l.take(`ip-${i}`);
    clock += 1001;
    l.take('new');
    expect(l.size()).toBe(1);
  });
});

describe('semaphore', () => {
  it('runs at most limit tasks at once and the rest in order', async () => {
    const s = createSemaphore(2);
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((i) =>
      s.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(s.waiting).toBe(2);
    gates[0]?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates.slice(1).forEach((open) => open());
    await new Promise((resolve) => setImmediate(resolve));
    gates.slice(3).forEach((open) => open());
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(s.active).toBe(0);
  });

  it('frees its slot when a task throws', async () => {
    const s = createSemaphore(1);
    await expect(s.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await s.run(async () => 'next')).toBe('next');
  });
});
