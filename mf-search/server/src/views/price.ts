import { html, type Html } from '@site/platform-kit/html';
import { formatPrice, type CurrencyFormat } from '@site/platform-kit/price';
import type { DocumentRow } from '../data/documents';

/** Spec 4.2 price markup: a variable item shows 'min - max'; a sale strikes the regular price. */
export function priceHtml(
  row: Pick<DocumentRow, 'price' | 'regular_price' | 'min_price' | 'max_price'>,
  currency: CurrencyFormat,
): Html | null {
  const f = (amount: string) => formatPrice(amount, currency);
  if (row.min_price && row.max_price && row.min_price !== row.max_price)
    return html`${f(row.min_price)} - ${f(row.max_price)}`;
  if (!row.price) return null;
  if (row.regular_price && Number(row.regular_price) > Number(row.price)) {
    return html`<del>${f(row.regular_price)}</del> <ins>${f(row.price)}</ins>`;
  }
  return html`${f(row.price)}`;
}
