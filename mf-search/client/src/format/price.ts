import type { ItemSearchResult, ItemSearchSettings } from '@site/shared-contracts/search';
// Single contract files, not the package index: the index would bundle every team's schemas into this remote.
import { PRICE_DECIMALS } from '@site/shared-contracts/search';

export type PriceFormat = Pick<
  ItemSearchSettings,
  'price_decimal_sep' | 'price_thousand_sep' | 'currency_pos' | 'currency_symbol'
>;

/** What the panel prints for one item's price (spec 4.2): a plain amount, a sale, or a 'min - max' range. */
export type PriceParts =
  | { kind: 'html'; html: string }
  | { kind: 'single'; amount: string }
  | { kind: 'sale'; regular: string; amount: string }
  | { kind: 'range'; min: string; max: string }
  | null;

const toNumber = (value: number | string | undefined): number | null => {
  if (value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Shops send the symbol HTML-encoded ('&#36;', '&euro;'): decode it to text (React escapes it again). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  if (typeof DOMParser !== 'undefined')
    return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
  return text.replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, code: string) =>
    String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
  );
}

/** 2 decimals, the shop's separators, the symbol placed per currency_pos (with a space for *_space). */
export function formatAmount(value: number, format: PriceFormat): string {
  const [whole = '0', decimals = ''] = Math.abs(value).toFixed(PRICE_DECIMALS).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.price_thousand_sep);
  const number = `${value < 0 ? '-' : ''}${grouped}${format.price_decimal_sep}${decimals}`;
  const symbol = decodeEntities(format.currency_symbol);
  switch (format.currency_pos) {
    case 'left':
      return `${symbol}${number}`;
    case 'left_space':
      return `${symbol} ${number}`;
    case 'right':
      return `${number}${symbol}`;
    default:
      return `${number} ${symbol}`;
  }
}

/**
 * Spec 4.2 price rules: price_html wins; a variable item (different min and max) shows 'min - max';
 * a regular price above the current one is a sale; otherwise the current (or regular) price alone.
 */
export function priceParts(result: ItemSearchResult, format: PriceFormat): PriceParts {
  if (result.price_html) return { kind: 'html', html: result.price_html };
  const min = toNumber(result.min_price);
  const max = toNumber(result.max_price);
  if (min !== null && max !== null && min !== max)
    return { kind: 'range', min: formatAmount(min, format), max: formatAmount(max, format) };
  const price = toNumber(result.price) ?? min;
  const regular = toNumber(result.regular_price);
  if (price === null) return regular === null ? null : { kind: 'single', amount: formatAmount(regular, format) };
  if (regular !== null && regular > price)
    return { kind: 'sale', regular: formatAmount(regular, format), amount: formatAmount(price, format) };
  return { kind: 'single', amount: formatAmount(price, format) };
}
