import { createRandom, mulberry32, slugify } from './seed-random';

describe('seed randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const n of first) expect(n >= 0 && n < 1).toBe(true);
  });

  it('keeps int() within its inclusive bounds and pick() within the list', () => {
    const random = createRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(random.int(1, 3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(['x', 'y']).toContain(random.pick(['x', 'y']));
  });

  it('slugifies titles for URLs', () => {
    expect(slugify('Home & Kitchen: Best Air Fryers 2026!')).toBe('home-and-kitchen-best-air-fryers-2026');
  });
});
