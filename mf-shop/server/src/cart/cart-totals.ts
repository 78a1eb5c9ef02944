import { toMinorUnits } from '@site/platform-kit/price';

/** A cart line's price as stored (numeric(12,2) read as text, never a float) and its quantity. */
export type PricedLine = { unit: string | null; quantity: number };

/** Minor units (cents) as the decimal text formatPrice reads: 123456n -> "1234.56". */
export function minorToAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The line's total in integer minor units: unit price times quantity, exact whatever the size. */
export function lineTotalMinor(line: PricedLine): bigint {
  return toMinorUnits(line.unit ?? '0') * BigInt(line.quantity);
}

/** The cart's subtotal: the sum of its line totals, in integer minor units (no float ever sums money). */
export function subtotalMinor(lines: readonly PricedLine[]): bigint {
  return lines.reduce((sum, line) => sum + lineTotalMinor(line), 0n);
}
