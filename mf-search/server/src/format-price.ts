import type { SiteConfig } from '@site/shared-contracts/platform';
import { html } from './html';
import type { DocumentRow } from './queries';

/** Spec 4.2 price rules, server side: 2 decimals, site separators, symbol placed per position. */
export function formatAmount(value: string, currency: SiteConfig['currency']): string {
  const [whole = '0', decimals = '00'] = Number(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const number = `${grouped}${currency.decimalSeparator}${decimals}`;
  switch (currency.position) {
    case 'left':
      return `${currency.symbol}${number}`;
    case 'left_space':
      return `${currency.symbol} ${number}`;
    case 'right':
      return `${number}${currency.symbol}`;
    default:
      return `${number} ${currency.symbol}`;
  }
}

/** Escaped price markup: a sale strikes the regular price; a variable item shows 'min - max'. */
export function priceHtml(
  row: Pick<DocumentRow, 'price' | 'regular_price' | 'min_price' | 'max_price'>,
  currency: SiteConfig['currency'],
): string {
  const f = (v: string) => formatAmount(v, currency);
  if (row.min_price && row.max_price && row.min_price !== row.max_price)
    return html`${f(row.min_price)} - ${f(row.max_price)}`;
  if (!row.price) return '';
  if (row.regular_price && Number(row.regular_price) > Number(row.price)) {
    return html`<del>${f(row.regular_price)}</del> <ins>${f(row.price)}</ins>`;
  }
  return html`${f(row.price)}`;
}
