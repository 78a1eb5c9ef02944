import type { ItemSearchResult } from '@site/shared-contracts/search';
import { decodeEntities, formatAmount, priceParts, type PriceFormat } from './price';

const us: PriceFormat = { price_decimal_sep: '.', price_thousand_sep: ',', currency_pos: 'left', currency_symbol: '$' };
const eu: PriceFormat = {
  price_decimal_sep: ',',
  price_thousand_sep: '.',
  currency_pos: 'right_space',
  currency_symbol: '€',
};
const item = (fields: Partial<ItemSearchResult>): ItemSearchResult => ({ permalink: '/p', title: 'P', ...fields });

describe('formatAmount', () => {
  it('rounds to 2 decimals and groups thousands with the shop separators', () => {
    expect(formatAmount(1234567.891, us)).toBe('$1,234,567.89');
    expect(formatAmount(1234.5, eu)).toBe('1.234,50 €');
    expect(formatAmount(0.005, us)).toBe('$0.01');
    expect(formatAmount(999, { ...us, price_thousand_sep: '' })).toBe('$999.00');
    expect(formatAmount(1000, { ...us, price_thousand_sep: '' })).toBe('$1000.00');
  });
  it.each([
    ['left', '£12.00'],
    ['left_space', '£ 12.00'],
    ['right', '12.00£'],
    ['right_space', '12.00 £'],
  ] as const)('places the symbol for %s', (pos, expected) => {
    expect(formatAmount(12, { ...us, currency_symbol: '£', currency_pos: pos })).toBe(expected);
  });
  it('decodes an HTML-encoded symbol', () => {
    expect(formatAmount(5, { ...us, currency_symbol: '&#36;' })).toBe('$5.00');
    expect(decodeEntities('&euro;')).toBe('€');
    expect(decodeEntities('<b>x</b>')).toBe('<b>x</b>');
  });
});

describe('priceParts', () => {
  it('prefers price_html', () => {
    expect(priceParts(item({ price_html: '<b>1</b>', price: 5 }), us)).toEqual({ kind: 'html', html: '<b>1</b>' });
  });
  it('shows a sale as the struck regular price then the current price', () => {
    expect(priceParts(item({ price: '79.90', regular_price: '99.90' }), us)).toEqual({
      kind: 'sale',
      regular: '$99.90',
      amount: '$79.90',
    });
  });
  it('shows a plain price when the regular price is not higher', () => {
    expect(priceParts(item({ price: 8, regular_price: 8 }), eu)).toEqual({ kind: 'single', amount: '8,00 €' });
    expect(priceParts(item({ regular_price: 3 }), us)).toEqual({ kind: 'single', amount: '$3.00' });
  });
  it("shows 'min - max' for a variable item and one amount when both are equal", () => {
    expect(priceParts(item({ price: 8, min_price: 8, max_price: 12.5 }), us)).toEqual({
      kind: 'range',
      min: '$8.00',
      max: '$12.50',
    });
    expect(priceParts(item({ min_price: '4', max_price: '4' }), us)).toEqual({ kind: 'single', amount: '$4.00' });
  });
  it('has nothing to show without prices', () => {
    expect(priceParts(item({}), us)).toBeNull();
  });
});
