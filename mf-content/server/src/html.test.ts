import { esc, formatDate, formatDateTime, jsonAttr } from './html';
import { countdownIsland, countdownProps } from './views/countdown-html';
import { bodyHtml } from './views/post-html';

describe('content html helpers', () => {
  it('escapes every markup character', () => {
    expect(esc(`<a href="x" onclick='y'>&`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;');
  });

  it('keeps JSON readable inside single-quoted attributes but cannot break out of them', () => {
    expect(jsonAttr({ a: 1 })).toBe('{"a":1}');
    expect(jsonAttr({ a: "'><script>" })).toBe('{"a":"&#39;&#62;&#60;script&#62;"}');
  });

  it('formats dates in the site format (j F Y), in UTC', () => {
    const date = new Date(Date.UTC(2026, 2, 5, 14, 7));
    expect(formatDate(date)).toBe('5 March 2026');
    expect(formatDateTime(date)).toBe('5 March 2026, 14:07 UTC');
  });

  it('renders the body as escaped paragraphs', () => {
    expect(bodyHtml('One <b>\n\nTwo & three\n\n\n')).toBe('<p>One &#60;b&#62;</p>\n<p>Two &#38; three</p>');
  });

  it('builds the countdown island placeholder with spec 3.10 props and a no-JS end date', () => {
    const target = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(countdownProps(target)).toEqual({ day: 31, month: 12, year: 2026, hour: 23, min: 30 });
    expect(countdownIsland(target)).toContain(
      `data-island="mf-content/countdown" data-mount="visible" data-props='{"day":31,"month":12,"year":2026,"hour":23,"min":30}'`,
    );
    expect(countdownIsland(target)).toContain('Ends on 31 December 2026, 23:30 UTC');
  });
});
