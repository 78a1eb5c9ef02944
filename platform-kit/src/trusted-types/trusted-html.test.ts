/** @jest-environment jsdom */
import { parseHtml, trustedHtml, trustedScriptUrl } from './trusted-html';

describe('trusted HTML', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'trustedTypes'));

  it('passes the text through when the browser has no Trusted Types', () => {
    expect(trustedHtml('mf-search', '<b>x</b>')).toBe('<b>x</b>');
    expect(parseHtml('mf-search', '<p>a &amp; b</p>').body.textContent).toBe('a & b');
  });

  it("goes through the owner's one policy, named after its remote", () => {
    const created: string[] = [];
    const wrap = (text: string) => ({ trusted: text });
    Object.assign(globalThis, {
      trustedTypes: {
        createPolicy: (name: string, rules: { createHTML(html: string): string }) => {
          created.push(name);
          return { createHTML: (html: string) => wrap(rules.createHTML(html)) };
        },
      },
    });
    expect(trustedHtml('mf-popups', '<p>1</p>')).toEqual({ trusted: '<p>1</p>' });
    expect(trustedHtml('mf-popups', '<p>2</p>')).toEqual({ trusted: '<p>2</p>' });
    expect(trustedHtml('mf-auth', '<p>3</p>')).toEqual({ trusted: '<p>3</p>' });
    expect(created).toEqual(['mf-popups', 'mf-auth']);
  });
});

describe('trusted script URLs', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'trustedTypes'));

  it('passes a file on the page’s origin, absolute, and throws for any other origin', () => {
    expect(trustedScriptUrl('mf-content', '/a/b.js')).toBe(`${window.location.origin}/a/b.js`);
    expect(() => trustedScriptUrl('mf-content', 'https://cdn.example/x.js')).toThrow('another origin');
    expect(() => trustedScriptUrl('mf-content', '//cdn.example/x.js')).toThrow('another origin');
  });
});
