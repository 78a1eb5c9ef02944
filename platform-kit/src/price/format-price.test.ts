import { formatPrice, toMinorUnits } from './format-price';

const eu = { symbol: '€', position: 'right_space', decimalSeparator: ',', thousandSeparator: '.' } as const;
const us = { symbol: '$', position: 'left', decimalSeparator: '.', thousandSeparator: ',' } as const;

describe('formatPrice', () => {
  it.each([
    ['left', '£1,234.50'],
    ['left_space', '£\u00a01,234.50'],
    ['right', '1,234.50£'],
    ['right_space', '1,234.50\u00a0£'],
  ] as const)('places the symbol for %s', (position, expected) => {
    expect(formatPrice('1234.5', { ...us, symbol: '£', position })).toBe(expected);
  });

  it('uses the site separators, or none', () => {
    expect(formatPrice('1234567.5', eu)).toBe('1.234.567,50\u00a0€');
    expect(formatPrice(1000, { ...us, thousandSeparator: '' })).toBe('$1000.00');
  });

  it('rounds text exactly, half away from zero, and numbers without float drift', () => {
    expect(formatPrice('19.995', us)).toBe('$20.00');
    expect(formatPrice('19.994', us)).toBe('$19.99');
    expect(formatPrice('1.005', us)).toBe('$1.01');
    expect(formatPrice(0.1 + 0.2, us)).toBe('$0.30');
    expect(formatPrice('-5.5', us)).toBe('$-5.50');
  });

  it('refuses text that is not an amount', () => {
    expect(() => toMinorUnits('abc')).toThrow('not an amount');
    expect(() => toMinorUnits('')).toThrow('not an amount');
    expect(toMinorUnits('.5')).toBe(50n);
  });
});
