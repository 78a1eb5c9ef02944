import { formatDate } from './date';

describe('formatDate', () => {
  it.each([
    ['F j, Y', 'March 5, 2024'],
    ['M d y', 'Mar 05 24'],
    ['d/m/Y', '05/03/2024'],
    ['Y-m-d', '2024-03-05'],
    ['j.m.y', '5.03.24'],
  ])('formats %s', (format, expected) => {
    expect(formatDate('2024-03-05T23:30:00+02:00', format)).toBe(expected);
  });
  it('keeps other characters and escaped token letters as they are', () => {
    expect(formatDate('2024-12-31', '\\Y: Y (l)')).toBe('Y: 2024 (l)');
  });
  it('uses the calendar date written in the string, whatever the time zone', () => {
    expect(formatDate('2024-01-01T00:30:00+05:00', 'Y-m-d')).toBe('2024-01-01');
  });
  it('reads other date strings and leaves unreadable ones unchanged', () => {
    expect(formatDate('Tue, 05 Mar 2024 10:00:00 GMT', 'j F Y')).toBe('5 March 2024');
    expect(formatDate('yesterday', 'Y')).toBe('yesterday');
  });
  it('uses the locale for month names', () => {
    expect(formatDate('2024-03-05', 'j F', 'de')).toBe('5 März');
  });
});
