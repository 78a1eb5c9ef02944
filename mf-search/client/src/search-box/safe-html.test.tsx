import { render } from '@testing-library/react';
import { safeNodes } from './safe-html';

const html = (markup: string, links = false) => render(<div>{safeNodes(markup, { links })}</div>).container.innerHTML;

describe('safeNodes', () => {
  it('keeps allowed price markup and classes', () => {
    expect(html('<del><span class="amount">$2</span></del> <ins>$1</ins>')).toBe(
      '<div><del><span class="amount">$2</span></del> <ins>$1</ins></div>',
    );
  });
  it('drops scripts, handlers, styles and unsafe URLs', () => {
    expect(
      html(
        '<b onclick="x()" style="color:red">a</b><script>alert(1)</script><img src="java\tscript:alert(1)" onerror="x()">',
      ),
    ).toBe('<div><b>a</b><img alt=""></div>');
    expect(html('<a href="javascript:alert(1)">x</a><a href="/ok">y</a>', true)).toBe(
      '<div><a>x</a><a href="/ok">y</a></div>',
    );
  });
  it('unwraps links unless allowed and unknown tags always', () => {
    expect(html('<a href="/p">x</a><marquee>y</marquee>')).toBe('<div>xy</div>');
  });
});
