import { formatPrice, toCents } from './format-price';

const eu = { symbol: '€', position: 'right_space', decimalSeparator: ',', thousandSeparator: '.' } as const;
const us = { symbol: '$', position: 'left', decimalSeparator: '.', thousandSeparator: ',' } as const;

describe('formatPrice', () => {
  it('uses separators and the symbol position', () => {
    expect(formatPrice('1234567.5', eu)).toBe('1.234.567,50\u00a0€');
    expect(formatPrice('1234.5', us)).toBe('$1,234.50');
    expect(formatPrice('12', { ...us, position: 'left_space' })).toBe('$\u00a012.00');
    expect(formatPrice('12', { ...us, position: 'right' })).toBe('12.00$');
  });

  it('rounds to 2 decimals, half away from zero', () => {
    expect(formatPrice('19.995', us)).toBe('$20.00');
    expect(formatPrice('19.994', us)).toBe('$19.99');
    expect(formatPrice(0.1 + 0.2, us)).toBe('$0.30');
    expect(formatPrice('-5.5', us)).toBe('$-5.50');
    expect(formatPrice('999', us)).toBe('$999.00');
  });

  it('refuses text that is not an amount', () => {
    expect(() => toCents('abc')).toThrow('not an amount');
    expect(() => toCents('')).toThrow('not an amount');
  });
});
