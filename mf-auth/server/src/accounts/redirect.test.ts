import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths and percent-encodes what a Location header cannot carry raw', () => {
    expect(safeRedirectPath('/shop?q=1#top')).toBe('/shop?q=1#top');
    expect(safeRedirectPath('/blog/καλημέρα?q=café')).toBe(
      '/blog/%CE%BA%CE%B1%CE%BB%CE%B7%CE%BC%CE%AD%CF%81%CE%B1?q=caf%C3%A9',
    );
    expect(safeRedirectPath('/a b')).toBe('/a%20b');
    expect(safeRedirectPath('/blog/%E2%82%AC')).toBe('/blog/%E2%82%AC');
  });

  it('refuses a lone surrogate, which no URL can carry', () => {
    expect(safeRedirectPath('/a\ud800b')).toBeUndefined();
  });

  it('refuses other origins however they are spelt', () => {
    for (const target of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test/',
      '/\t/evil.test',
      'evil',
      '',
      undefined,
    ]) {
      expect(safeRedirectPath(target)).toBeUndefined();
    }
  });
});
