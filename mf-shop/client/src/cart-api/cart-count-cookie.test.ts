import { readCartCount } from './cart-count-cookie';

describe('the cart count cookie', () => {
  it('reads the count among other cookies, and nothing or junk as an empty cart', () => {
    expect(readCartCount('site.theme=dark; shop.cart-count=12; other=1')).toBe(12);
    expect(readCartCount('')).toBe(0);
    expect(readCartCount('shop.cart-count=')).toBe(0);
    expect(readCartCount('shop.cart-count=12abc')).toBe(0);
    expect(readCartCount('xshop.cart-count=4')).toBe(0);
  });
});
