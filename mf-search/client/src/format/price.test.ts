import products from '@site/shared-contracts/search/fixtures/item-search-response-products.json';
import {
  itemSearchResponseSchema,
  type ItemSearchResult,
  type ItemSearchSettings,
} from '@site/shared-contracts/search';
import { currencyFormat, decodeEntities, priceParts } from './price';

/** The golden products fixture's settings ($, left, '.' and ','), changed field by field. */
const base = itemSearchResponseSchema.parse(products).settings;
const settings = (fields: Partial<ItemSearchSettings>): ItemSearchSettings => ({ ...base, ...fields });
const us = settings({});
const eu = settings({
  price_decimal_sep: ',',
  price_thousand_sep: '.',
  currency_pos: 'right_space',
  currency_symbol: '€',
});
const item = (fields: Partial<ItemSearchResult>): ItemSearchResult => ({ permalink: '/p', title: 'P', ...fields });
const amount = (value: number | string, s: ItemSearchSettings) => priceParts(item({ price: value }), s);

describe('the settings as a currency format', () => {
  it('rounds to 2 decimals and groups thousands with the shop separators', () => {
    expect(amount(1234567.891, us)).toEqual({ kind: 'single', amount: '$1,234,567.89' });
    expect(amount(1234.5, eu)).toEqual({ kind: 'single', amount: '1.234,50\u00a0€' });
    expect(amount(0.005, us)).toEqual({ kind: 'single', amount: '$0.01' });
    expect(amount(1000, settings({ price_thousand_sep: '' }))).toEqual({ kind: 'single', amount: '$1000.00' });
  });

  it('places the symbol per currency_pos, with a no-break space for the *_space positions', () => {
    expect(currencyFormat(settings({ currency_symbol: '£', currency_pos: 'left_space' }))).toEqual({
      symbol: '£',
      position: 'left_space',
      decimalSeparator: '.',
      thousandSeparator: ',',
    });
    expect(amount(12, settings({ currency_symbol: '£', currency_pos: 'right' }))).toEqual({
      kind: 'single',
      amount: '12.00£',
    });
  });

  it('decodes an HTML-encoded symbol', () => {
    expect(amount(5, settings({ currency_symbol: '&#36;' }))).toEqual({ kind: 'single', amount: '$5.00' });
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
    expect(priceParts(item({ price: 8, regular_price: 8 }), eu)).toEqual({ kind: 'single', amount: '8,00\u00a0€' });
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
