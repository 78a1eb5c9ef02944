import { lineTotalMinor, minorToAmount, subtotalMinor } from './cart-totals';

describe('cart totals in minor units', () => {
  it('multiplies and sums exactly where floats drift', () => {
    // As floats: 0.1 * 3 = 0.30000000000000004 and 19.99 * 3 = 59.97000000000001.
    expect(lineTotalMinor({ unit: '0.10', quantity: 3 })).toBe(30n);
    expect(lineTotalMinor({ unit: '19.99', quantity: 3 })).toBe(5997n);
    const lines = [
      { unit: '0.10', quantity: 1 },
      { unit: '0.20', quantity: 1 },
      { unit: '19.99', quantity: 3 },
    ];
    expect(subtotalMinor(lines)).toBe(6027n);
    expect(minorToAmount(subtotalMinor(lines))).toBe('60.27');
  });

  it('keeps large carts exact beyond what a double holds', () => {
    // numeric(12,2)'s largest price, 999 times, on ten lines: more than 2^53 cents, where doubles round.
    const line = { unit: '9999999999.99', quantity: 999 };
    expect(lineTotalMinor(line)).toBe(999_999_999_999n * 999n);
    expect(minorToAmount(lineTotalMinor(line))).toBe('9989999999990.01');
    const total = subtotalMinor(Array.from({ length: 10 }, () => line));
    expect(total).toBe(9_989_999_999_990_010n);
    expect(Number.isSafeInteger(Number(total))).toBe(false);
    expect(minorToAmount(total)).toBe('99899999999900.10');
  });

  it('counts a line without a price as zero and an empty cart as nothing', () => {
    expect(lineTotalMinor({ unit: null, quantity: 4 })).toBe(0n);
    expect(subtotalMinor([])).toBe(0n);
    expect(minorToAmount(0n)).toBe('0.00');
    expect(minorToAmount(5n)).toBe('0.05');
    expect(minorToAmount(-1234n)).toBe('-12.34');
  });
});
