import { mannWhitney, median } from './mann-whitney';

describe('Mann-Whitney U', () => {
  it('matches a worked example and is antisymmetric', () => {
    // U of a counts the pairs where a is larger: 3>1, 3>2, 5>1, 5>2, 5>4, 6>1, 6>2, 6>4 = 8.
    expect(mannWhitney([3, 5, 6], [1, 2, 4]).u).toBe(8);
    const { z } = mannWhitney([3, 5, 6], [1, 2, 4]);
    expect(mannWhitney([1, 2, 4], [3, 5, 6]).z).toBeCloseTo(-z);
  });

  it('finds no difference in equal samples and a large one in shifted samples', () => {
    const base = Array.from({ length: 200 }, (_, i) => (i * 7919) % 997);
    expect(mannWhitney(base, [...base]).z).toBe(0);
    expect(
      Math.abs(
        mannWhitney(
          base,
          base.map((v) => v * 1.3 + 50),
        ).z,
      ),
    ).toBeGreaterThan(5);
  });

  it('takes the median of odd and even samples', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
