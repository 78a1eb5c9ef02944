import { escapeHtml, html, join, jsonAttr, raw } from './html';

describe('html', () => {
  it('escapes interpolated text, attributes included', () => {
    const name = `"><script>alert('x')</script>&`;
    expect(String(html`<a title="${name}">${name}</a>`)).toBe(
      '<a title="&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;">&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;</a>',
    );
  });

  it('passes nested templates, lists of them and raw markup through once', () => {
    const items = ['a<b', 'c'].map((t) => html`<li>${t}</li>`);
    expect(String(html`<ul>${items}</ul>${raw('<hr>')}`)).toBe('<ul><li>a&#60;b</li><li>c</li></ul><hr>');
  });

  it('prints nothing for null, undefined and false, and numbers as text', () => {
    expect(String(html`${null}${undefined}${false}${0}${12.5}`)).toBe('012.5');
  });

  it('escapes the strings of a list and keeps its templates', () => {
    expect(String(html`${['<img src=x onerror=alert(1)>', html`<br>`]}`)).toBe(
      '&#60;img src=x onerror=alert(1)&#62;<br>',
    );
  });
});

describe('escapeHtml and jsonAttr', () => {
  it('escape the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });

  it('JSON in an attribute round-trips through the browser decoding entities', () => {
    const value = { name: `O'Brien "<b>"`, n: 1 };
    const decoded = jsonAttr(value).replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(decoded)).toEqual(value);
    expect(jsonAttr(value)).not.toMatch(/["'<>]/);
  });
});

describe('join', () => {
  it('puts an escaped or raw separator between escaped or raw items', () => {
    expect(String(join([html`<a>1</a>`, '2<3'], ' '))).toBe('<a>1</a> 2&#60;3');
    expect(String(join(['a', 'b'], raw('<br>')))).toBe('a<br>b');
    expect(String(join([], ', '))).toBe('');
  });
});
