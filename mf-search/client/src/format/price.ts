import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { ItemSearchResult, ItemSearchSettings } from '@site/shared-contracts/search';
import { parseHtml } from '@site/platform-kit/trusted-types';

/** What the panel prints for one item's price (spec 4.2): a plain amount, a sale, or a 'min - max' range. */
export type PriceParts =
  | { kind: 'html'; html: string }
  | { kind: 'single'; amount: string }
  | { kind: 'sale'; regular: string; amount: string }
  | { kind: 'range'; min: string; max: string }
  | null;

/** Shops send the symbol HTML-encoded ('&#36;', '&euro;'): decode it to text (React escapes it again). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  if (typeof DOMParser !== 'undefined') return parseHtml('mf-search', text).documentElement.textContent ?? text;
  return text.replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, code: string) =>
    String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
  );
}

/** The spec 3.5 settings' price fields as the kit's currency format. */
export const currencyFormat = (settings: ItemSearchSettings): CurrencyFormat => ({
  symbol: decodeEntities(settings.currency_symbol),
  position: settings.currency_pos,
  decimalSeparator: settings.price_decimal_sep,
  thousandSeparator: settings.price_thousand_sep,
});

type Amount = ItemSearchResult['price'];

/** Absent or empty amounts are not prices; amounts that are can be compared as numbers. */
const present = (value: Amount): value is string | number => value !== undefined && value !== '';

/**
 * Spec 4.2 price rules: price_html wins; a variable item (different min and max) shows 'min - max';
 * a regular price above the current one is a sale; otherwise the current (or regular) price alone.
 */
export function priceParts(result: ItemSearchResult, settings: ItemSearchSettings): PriceParts {
  if (result.price_html) return { kind: 'html', html: result.price_html };
  const currency = currencyFormat(settings);
  const format = (amount: string | number) => formatPrice(amount, currency);
  const { min_price: min, max_price: max, regular_price: regular } = result;
  if (present(min) && present(max) && Number(min) !== Number(max))
    return { kind: 'range', min: format(min), max: format(max) };
  const price = present(result.price) ? result.price : min;
  if (!present(price)) return present(regular) ? { kind: 'single', amount: format(regular) } : null;
  if (present(regular) && Number(regular) > Number(price))
    return { kind: 'sale', regular: format(regular), amount: format(price) };
  return { kind: 'single', amount: format(price) };
}
