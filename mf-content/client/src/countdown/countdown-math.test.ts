import { remaining, targetTime } from './countdown-math';

describe('countdown math (spec 3.10, 4.5)', () => {
  it('builds the target from day/month/year hour:min with seconds at 0, in local time', () => {
    const ms = targetTime({ day: 5, month: 3, year: 2030, hour: 14, min: 7 });
    expect(ms).toBe(new Date(2030, 2, 5, 14, 7, 0).getTime());
    expect(new Date(ms).getSeconds()).toBe(0);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = 1_000_000;
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(now + left, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('rounds partial seconds down', () => {
    expect(remaining(10_999, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10, done: false });
  });

  it('is done at zero and never goes negative', () => {
    expect(remaining(5000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(5000, 9000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(remaining(5999, 5000).done).toBe(true);
  });
});
