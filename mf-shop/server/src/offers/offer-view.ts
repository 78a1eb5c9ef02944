import type { ShopCouponKind } from '@site/shared-contracts/shop';
import type { StoredOffer } from '../data/offers';
import { couponKind, dateIn, endOfDay } from './coupon-kind';

/** The moment a page is rendered at, and the site's time zone its dates are read in. */
export type SiteClock = { now: number; timeZone: string };

export const siteClock = (timeZone: string, now = Date.now()): SiteClock => ({ now, timeZone });

/** The site's date today ('YYYY-MM-DD'). */
export const siteToday = (clock: SiteClock): string => dateIn(clock.now, clock.timeZone);

/** An offer as pages show it: its coupon's kind derived now, and when it stops being valid. */
export type Offer = StoredOffer & {
  /** The code and its kind; null for a deal (no code). */
  coupon: { code: string; kind: ShopCouponKind } | null;
  /** The end of the last valid day in the site's time zone (ms since the epoch); null: it never expires. */
  endsAt: number | null;
  expired: boolean;
};

export function toOffer(row: StoredOffer, clock: SiteClock): Offer {
  const endsAt = row.expires_on === null ? null : endOfDay(row.expires_on, clock.timeZone);
  const code = row.coupon_code;
  return {
    ...row,
    coupon:
      code === null
        ? null
        : {
            code,
            kind: couponKind({ masked: row.coupon_masked, expiresOn: row.expires_on }, clock.now, clock.timeZone),
          },
    endsAt,
    expired: endsAt !== null && clock.now >= endsAt,
  };
}
