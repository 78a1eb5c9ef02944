import type { CountdownProps } from './countdown';

const FIELDS: Record<keyof CountdownProps, readonly [number, number]> = {
  day: [1, 31],
  month: [1, 12],
  year: [1970, 9999],
  hour: [0, 23],
  min: [0, 59],
};

/**
 * The countdown island's props checked without zod, for mf-content's browser code under its budget (issue 14:
 * zod/mini alone took 5 KB gzipped of the countdown's chunk). Same rules as `countdownPropsSchema`, which stays the
 * contract the server renders with: countdown-guard.test.ts runs both over the same values, so they cannot drift.
 */
export function isCountdownProps(value: unknown): value is CountdownProps {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(FIELDS).every(([name, [min, max]]) => {
    const field = record[name];
    return Number.isSafeInteger(field) && (field as number) >= min && (field as number) <= max;
  });
}
