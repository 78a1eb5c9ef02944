/** @jest-environment jsdom */
import { injectStyles } from './inject-styles';

describe('injectStyles', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds the rules once under their id, however often an island mounts', () => {
    injectStyles('shop-cart-style', '.shop-cart{color:red}');
    injectStyles('shop-cart-style', '.shop-cart{color:blue}');
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.id).toBe('shop-cart-style');
    expect(styles[0]?.textContent).toBe('.shop-cart{color:red}');
  });

  it('keeps two teams apart by id', () => {
    injectStyles('auth-style', 'a{}');
    injectStyles('popups-style', 'b{}');
    expect([...document.head.querySelectorAll('style')].map((s) => s.id)).toEqual(['auth-style', 'popups-style']);
  });
});
