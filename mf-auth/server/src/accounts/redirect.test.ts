import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths and refuses the rest', () => {
    expect(safeRedirectPath('/shop?x=1#top')).toBe('/shop?x=1#top');
    for (const target of [undefined, '', 'shop', '//evil.test', '/\\evil.test', 'https://evil.test', '/a\nb']) {
      expect(safeRedirectPath(target)).toBeUndefined();
    }
  });

  it('percent-encodes what a Location header cannot hold, keeping what was already encoded', () => {
    expect(safeRedirectPath('/blog/€ κ😀')).toBe('/blog/%E2%82%AC%20%CE%BA%F0%9F%98%80');
    expect(safeRedirectPath('/blog/%E2%82%AC')).toBe('/blog/%E2%82%AC');
    expect(safeRedirectPath('/a\ud800b')).toBeUndefined();
  });
});
