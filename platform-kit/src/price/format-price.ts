import type { SiteConfig } from '@site/shared-contracts/platform';

/** The site currency (spec 3.5 settings): symbol, its position, and the two separators. */
export type CurrencyFormat = SiteConfig['currency'];

const NBSP = '\u00a0';

/** Round half away from zero to whole minor units (cents), from the decimal text, never through floats. */
export function toMinorUnits(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not an amount: ${amount}`);
  const digits = `${match[3] ?? ''}000`;
  let cents = BigInt(match[2] || '0') * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1n;
  return match[1] === '-' ? -cents : cents;
}

/**
 * The one price formatter (spec 4.2 and 9): 2 decimals, the site's separators, the symbol placed per
 * position; `*_space` positions use a no-break space so a price never wraps between number and symbol.
 * Amounts arrive as PostgreSQL numeric text or numbers; text is rounded exactly (19.995 -> 20.00).
 */
export function formatPrice(amount: string | number, currency: CurrencyFormat): string {
  const cents = toMinorUnits(amount);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const number = `${negative ? '-' : ''}${whole}${currency.decimalSeparator}${fraction}`;
  switch (currency.position) {
    case 'left':
      return `${currency.symbol}${number}`;
    case 'left_space':
      return `${currency.symbol}${NBSP}${number}`;
    case 'right':
      return `${number}${currency.symbol}`;
    case 'right_space':
      return `${number}${NBSP}${currency.symbol}`;
  }
}
