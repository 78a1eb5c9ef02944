import type { SiteConfig } from '@site/shared-contracts/platform';

export type CurrencySettings = SiteConfig['currency'];

/**
 * Format an amount (numeric string from PostgreSQL or a number) in the site currency, always with
 * 2 decimals (spec 9 "Price rounding"). String amounts are rounded without going through floats
 * so 0.005-style values do not drift.
 */
export function formatPrice(amount: string | number, currency: CurrencySettings): string {
  const cents = toCents(amount);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const number = `${negative ? '-' : ''}${whole}${currency.decimalSeparator}${fraction}`;
  switch (currency.position) {
    case 'left':
      return `${currency.symbol}${number}`;
    case 'left_space':
      return `${currency.symbol}\u00a0${number}`;
    case 'right':
      return `${number}${currency.symbol}`;
    case 'right_space':
      return `${number}\u00a0${currency.symbol}`;
  }
}

/** Round half away from zero to whole cents. */
export function toCents(amount: string | number): bigint {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not an amount: ${amount}`);
  const digits = `${match[3] ?? ''}000`;
  let cents = BigInt(match[2] || '0') * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1n;
  return match[1] === '-' ? -cents : cents;
}
