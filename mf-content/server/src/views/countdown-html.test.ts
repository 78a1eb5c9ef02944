import { jsonAttr } from '@site/platform-kit/html';
import { countdownIsland, countdownProps } from './countdown-html';
import { formatDate, formatDateTime } from './dates';

describe('countdown placeholder and dates', () => {
  it('formats dates in the site format (j F Y), in UTC', () => {
    const date = new Date(Date.UTC(2026, 2, 5, 14, 7));
    expect(formatDate(date)).toBe('5 March 2026');
    expect(formatDateTime(date)).toBe('5 March 2026, 14:07 UTC');
  });

  it('builds the countdown island placeholder with spec 3.10 props and a no-JS end date', () => {
    const target = new Date(Date.UTC(2026, 11, 31, 23, 30));
    const props = { day: 31, month: 12, year: 2026, hour: 23, min: 30 };
    expect(countdownProps(target)).toEqual(props);
    const island = String(countdownIsland(target));
    expect(island).toContain(`data-island="mf-content/countdown" data-mount="visible" data-props="${jsonAttr(props)}"`);
    expect(island).toContain('Ends on 31 December 2026, 23:30 UTC');
  });
});
