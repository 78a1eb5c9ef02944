import { sameDocumentTarget, scrollDestination, scrollPositionAt, SMOOTH_SCROLL_MS } from './smooth-scroll';

describe('smooth scroll arithmetic (spec 9: 45 px, 500 ms)', () => {
  it('lands the offset above the target, never above the page', () => {
    expect(scrollDestination(800, 1000, 45)).toBe(1755);
    expect(scrollDestination(800, 1000, 30)).toBe(1770);
    expect(scrollDestination(-300, 200, 45)).toBe(0);
  });

  it('eases from start to end over 500 ms and stays there', () => {
    expect(SMOOTH_SCROLL_MS).toBe(500);
    expect(scrollPositionAt(0, 1000, 0)).toBe(0);
    expect(scrollPositionAt(0, 1000, 250)).toBe(500);
    expect(scrollPositionAt(0, 1000, 125)).toBeLessThan(250);
    expect(scrollPositionAt(0, 1000, 500)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 900)).toBe(1000);
    expect(scrollPositionAt(1000, 0, 500)).toBe(0);
  });

  it('handles only links to a fragment of this very page', () => {
    const location = new URL('https://deals.test/blog/a-1?x=1') as unknown as Location;
    const link = (href: string) => Object.assign(document.createElement('a'), { href });
    expect(sameDocumentTarget(link('https://deals.test/blog/a-1?x=1#verdict'), location)).toBe('verdict');
    expect(sameDocumentTarget(link('https://deals.test/blog/a-1?x=1#top'), location)).toBe('top');
    expect(sameDocumentTarget(link('https://deals.test/blog/b-2#verdict'), location)).toBeNull();
    expect(sameDocumentTarget(link('https://deals.test/blog/a-1?x=1'), location)).toBeNull();
  });
});
