import { normaliseWallClock, wallClock } from './wall-clock';

describe('wall clocks', () => {
  const at = Date.UTC(2026, 2, 29, 0, 30, 5); // 00:30:05 UTC, the night Europe/Berlin moves to summer time

  it('reads an instant in a zone, 24-hour, zero-padded', () => {
    expect(wallClock(at, 'UTC')).toBe('2026-03-29 00:30:05');
    expect(wallClock(new Date(at), 'Europe/Berlin')).toBe('2026-03-29 01:30:05');
    expect(wallClock(at + 3_600_000, 'Europe/Berlin')).toBe('2026-03-29 03:30:05');
    expect(wallClock(at, 'America/New_York')).toBe('2026-03-28 20:30:05');
  });

  it('puts stored dates in the compared form, so they order with read clocks', () => {
    expect(normaliseWallClock('2026-03-29T01:30')).toBe('2026-03-29 01:30:00');
    expect(normaliseWallClock('2026-03-29 01:30:09')).toBe('2026-03-29 01:30:09');
    expect(wallClock(at, 'Europe/Berlin') > normaliseWallClock('2026-03-29T01:30')).toBe(true);
  });
});
