import { addDays, couponKind, dateIn, endOfDay, isExpired } from './coupon-kind';

const at = (iso: string) => Date.parse(iso);
const masked = (expiresOn: string | null) => ({ masked: true, expiresOn });

describe('the calendar of the site time zone', () => {
  it('reads the local date of an instant on both sides of local midnight', () => {
    expect(dateIn(at('2026-05-01T22:59:59.999Z'), 'Europe/London')).toBe('2026-05-01');
    expect(dateIn(at('2026-05-01T23:00:00Z'), 'Europe/London')).toBe('2026-05-02');
    expect(dateIn(at('2026-05-01T23:00:00Z'), 'UTC')).toBe('2026-05-01');
    expect(dateIn(at('2026-05-01T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-05-02');
  });

  it('moves dates across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ends a day at the next local midnight, in winter and in summer time', () => {
    expect(new Date(endOfDay('2026-01-15', 'Europe/London')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(new Date(endOfDay('2026-07-15', 'Europe/London')).toISOString()).toBe('2026-07-15T23:00:00.000Z');
    expect(new Date(endOfDay('2026-07-15', 'UTC')).toISOString()).toBe('2026-07-16T00:00:00.000Z');
    expect(new Date(endOfDay('2026-07-15', 'America/New_York')).toISOString()).toBe('2026-07-16T04:00:00.000Z');
  });

  it('ends the days around a daylight saving change at their own midnight', () => {
    // London springs forward at 01:00 UTC on 29 March 2026 and falls back at 01:00 UTC on 25 October.
    expect(new Date(endOfDay('2026-03-28', 'Europe/London')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(endOfDay('2026-03-29', 'Europe/London')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(new Date(endOfDay('2026-10-24', 'Europe/London')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(endOfDay('2026-10-25', 'Europe/London')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('ends a day when the change skips or repeats midnight itself', () => {
    // Santiago: 6 Sept 2026 begins at 01:00 (midnight skipped); 4 April 2026 has 25 hours (23:00 again).
    expect(new Date(endOfDay('2026-09-05', 'America/Santiago')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(new Date(endOfDay('2026-04-04', 'America/Santiago')).toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });
});

describe('coupon kinds (spec 3.6)', () => {
  const tz = 'Europe/London';

  it('keeps an unmasked coupon plain, expired or not', () => {
    expect(couponKind({ masked: false, expiresOn: '2020-01-01' }, at('2026-05-01T00:00:00Z'), tz)).toBe('plain');
    expect(couponKind({ masked: false, expiresOn: null }, at('2026-05-01T00:00:00Z'), tz)).toBe('plain');
  });

  it('never expires a masked coupon without a date', () => {
    expect(couponKind(masked(null), at('2099-01-01T00:00:00Z'), tz)).toBe('masked');
  });

  it('expires a masked coupon at the local midnight that ends its last day, not at UTC midnight', () => {
    // 1 May is summer time in London: the day ends at 23:00 UTC.
    expect(couponKind(masked('2026-05-01'), at('2026-05-01T22:59:59.999Z'), tz)).toBe('masked');
    expect(couponKind(masked('2026-05-01'), at('2026-05-01T23:00:00Z'), tz)).toBe('masked_expired');
    // The same date in UTC is still valid for another hour.
    expect(couponKind(masked('2026-05-01'), at('2026-05-01T23:00:00Z'), 'UTC')).toBe('masked');
    expect(couponKind(masked('2026-05-01'), at('2026-05-02T00:00:00Z'), 'UTC')).toBe('masked_expired');
  });

  it('expires across a daylight saving change by the local calendar', () => {
    // The day the clocks go forward is 23 hours long; its coupon still lasts until its own midnight.
    expect(couponKind(masked('2026-03-29'), at('2026-03-29T22:59:59Z'), tz)).toBe('masked');
    expect(couponKind(masked('2026-03-29'), at('2026-03-29T23:00:00Z'), tz)).toBe('masked_expired');
    // The day the clocks go back is 25 hours long.
    expect(couponKind(masked('2026-10-25'), at('2026-10-25T23:30:00Z'), tz)).toBe('masked');
    expect(couponKind(masked('2026-10-25'), at('2026-10-26T00:00:00Z'), tz)).toBe('masked_expired');
  });

  it('says when an offer of any kind has expired', () => {
    expect(isExpired(null, at('2099-01-01T00:00:00Z'), tz)).toBe(false);
    expect(isExpired('2026-01-01', at('2026-01-02T00:00:00Z'), tz)).toBe(true);
    expect(isExpired('2026-01-01', at('2026-01-01T23:59:59Z'), tz)).toBe(false);
  });
});
