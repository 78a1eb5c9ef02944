import { showCartCount } from './cart-count';

describe('the header cart count', () => {
  it('shows a badge and names the count in the link, and nothing for an empty cart', () => {
    document.body.innerHTML = '<a href="/cart">Cart<span id="count"></span></a>';
    const element = document.getElementById('count') as HTMLElement;
    showCartCount(element, 3);
    expect(element.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');
    expect(document.querySelector('a')?.textContent).toBe('Cart3(3 items)');
    showCartCount(element, 1);
    expect(element.textContent).toBe('1(1 item)');
    showCartCount(element, 0);
    expect(element.childNodes).toHaveLength(0);
  });
});
