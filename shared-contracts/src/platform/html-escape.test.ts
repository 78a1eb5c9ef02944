import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('neutralises markup and both quote kinds, and keeps plain text as is', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&#60;img src=x onerror=&#34;a(&#39;b&#39;)&#34;&#62;&#38;',
    );
    expect(escapeHtml('Wireless headphones 8S')).toBe('Wireless headphones 8S');
    expect(escapeHtml(42)).toBe('42');
  });
});
