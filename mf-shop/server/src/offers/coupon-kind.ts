import { wallClock } from '@site/platform-kit/time';
import type { ShopCouponKind } from '@site/shared-contracts/shop';

const DAY_MS = 86_400_000;
/** The wall clock of an instant in a zone (the kit's), as the UTC instant that shows the same wall clock. */
const wallInstant = (instant: number, timeZone: string): number =>
  Date.parse(`${wallClock(instant, timeZone).replace(' ', 'T')}Z`) + (((instant % 1000) + 1000) % 1000);

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function dateIn(instant: number, timeZone: string): string {
  return new Date(wallInstant(instant, timeZone)).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const ends = new Map<string, number>();

/**
 * The first instant of the day after `date` in the zone: when an offer valid through `date` expires. Usually
 * the next local midnight; where a clock change skips midnight, the moment the next day begins. Offsets are
 * read around UTC midnight of that next day (the offset before and after a change near it), and the earliest
 * candidate that already shows the next date wins.
 */
export function endOfDay(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  const known = ends.get(key);
  if (known !== undefined) return known;
  const next = addDays(date, 1);
  const midnight = Date.parse(`${next}T00:00:00Z`);
  const offsetAt = (instant: number) => wallInstant(instant, timeZone) - instant;
  const first = midnight - offsetAt(midnight);
  const second = midnight - offsetAt(first);
  const end = [Math.min(first, second), Math.max(first, second)].find((t) => dateIn(t, timeZone) >= next) ?? first;
  // The dates in use are few (offers share them); the bound only guards against a runaway caller.
  if (ends.size > 50_000) ends.clear();
  ends.set(key, end);
  return end;
}

/** What is stored of a coupon: whether it is masked, and its last valid day (none: it never expires). */
export type StoredCoupon = { masked: boolean; expiresOn: string | null };

/**
 * Spec 3.6: the kind, derived when the page is rendered. An unmasked coupon is 'plain' whatever its date (its
 * code is on show already); a masked one is expired from the end of its last day in the site's time zone on.
 */
export function couponKind(coupon: StoredCoupon, now: number, timeZone: string): ShopCouponKind {
  if (!coupon.masked) return 'plain';
  return isExpired(coupon.expiresOn, now, timeZone) ? 'masked_expired' : 'masked';
}

/** Whether an offer whose last valid day is `expiresOn` has expired at `now`. */
export function isExpired(expiresOn: string | null, now: number, timeZone: string): boolean {
  return expiresOn !== null && now >= endOfDay(expiresOn, timeZone);
}
